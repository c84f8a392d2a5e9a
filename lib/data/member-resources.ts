import 'server-only';

import { and, desc, eq } from 'drizzle-orm';

import type { Database } from '@/lib/db/client';
import { knowledgeResources, memberProfiles } from '@/lib/db/schema';
import { returnedRow } from '@/lib/db/rows';
import {
  RESOURCE_CATEGORY_LABELS,
  type ResourceCategory,
  type ResourceFilters,
  type ResourceType,
} from '@/lib/members/resources';
import { matchesSearch } from '@/lib/members/search';
import type { ResourceValues } from '@/lib/validation/member-schemas';

/** The resource library (spec platform §2 /members/resources, §3 knowledge_resource, §7). */

export interface KnowledgeResource {
  id: string;
  title: string;
  description: string | null;
  category: ResourceCategory;
  resourceType: ResourceType;
  externalUrl: string | null;
  fileUrl: string | null;
  tags: string[];
  isFeatured: boolean;
  isActive: boolean;
  createdAt: Date;
  uploaderName: string | null;
}

const resourceColumns = {
  id: knowledgeResources.id,
  title: knowledgeResources.title,
  description: knowledgeResources.description,
  category: knowledgeResources.category,
  resourceType: knowledgeResources.resourceType,
  externalUrl: knowledgeResources.externalUrl,
  fileUrl: knowledgeResources.fileUrl,
  tags: knowledgeResources.tags,
  isFeatured: knowledgeResources.isFeatured,
  isActive: knowledgeResources.isActive,
  createdAt: knowledgeResources.createdAt,
  uploaderName: memberProfiles.fullName,
};

function baseQuery(db: Database) {
  return db
    .select(resourceColumns)
    .from(knowledgeResources)
    .leftJoin(memberProfiles, eq(memberProfiles.id, knowledgeResources.uploadedBy));
}

function toResource(row: Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number]): KnowledgeResource {
  return { ...row, category: row.category as ResourceCategory, resourceType: row.resourceType as ResourceType };
}

/** Active resources members see, featured first then newest (§7), narrowed by the page's filters. */
export async function listActiveResources(db: Database, filters: ResourceFilters): Promise<KnowledgeResource[]> {
  const rows = await baseQuery(db)
    .where(
      and(
        eq(knowledgeResources.isActive, true),
        filters.type === 'all' ? undefined : eq(knowledgeResources.resourceType, filters.type),
        filters.category === 'all' ? undefined : eq(knowledgeResources.category, filters.category),
      ),
    )
    .orderBy(desc(knowledgeResources.isFeatured), desc(knowledgeResources.createdAt));
  // Search (spec §5: title, description, category, tags); the category also by its Serbian label.
  return rows
    .map(toResource)
    .filter((resource) =>
      matchesSearch(filters.query, [
        resource.title,
        resource.description,
        resource.category,
        RESOURCE_CATEGORY_LABELS[resource.category],
        ...resource.tags,
      ]),
    );
}

/** Every resource, also hidden ones, for the admins' page. */
export async function listAllResources(db: Database): Promise<KnowledgeResource[]> {
  const rows = await baseQuery(db).orderBy(desc(knowledgeResources.isFeatured), desc(knowledgeResources.createdAt));
  return rows.map(toResource);
}

function columnsOf(values: ResourceValues) {
  return {
    ...values,
    description: values.description || null,
    externalUrl: values.externalUrl || null,
    fileUrl: values.fileUrl || null,
  };
}

/** `uploadedBy` is the admin's member profile when they have one (its name is shown), otherwise null. */
export async function createResource(
  db: Database,
  values: ResourceValues,
  uploadedBy: string | null,
  now: Date,
): Promise<string> {
  const row = returnedRow(
    await db
      .insert(knowledgeResources)
      .values({ ...columnsOf(values), uploadedBy, createdAt: now })
      .returning({ id: knowledgeResources.id }),
  );
  return row.id;
}

export async function updateResource(db: Database, id: string, values: ResourceValues): Promise<boolean> {
  const rows = await db
    .update(knowledgeResources)
    .set(columnsOf(values))
    .where(eq(knowledgeResources.id, id))
    .returning({ id: knowledgeResources.id });
  return rows.length > 0;
}

export async function deleteResource(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .delete(knowledgeResources)
    .where(eq(knowledgeResources.id, id))
    .returning({ id: knowledgeResources.id });
  return rows.length > 0;
}

/** The member profile of an account, for `uploaded_by`; null when the admin is not a member. */
export async function findMemberIdOfUser(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: memberProfiles.id })
    .from(memberProfiles)
    .where(eq(memberProfiles.userId, userId));
  return row?.id ?? null;
}
