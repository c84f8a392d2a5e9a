import 'server-only';

import { and, count, desc, eq, sql } from 'drizzle-orm';

import { getDb, type Database } from '@/lib/db/client';
import { knowledgeResources, memberProfiles } from '@/lib/db/schema';
import { returnedRow } from '@/lib/db/rows';
import {
  FEATURED_RESOURCES_LIMIT,
  RESOURCE_CATEGORY_LABELS,
  RESOURCES_PAGE_SIZE,
  type ResourceCategory,
  type ResourceFilters,
  type ResourceType,
} from '@/lib/members/resources';
import { categoriesMatching } from '@/lib/members/search';
import { pageOf, pageWindow, type Page } from '@/lib/site/paging';
import type { ResourceValues } from '@/lib/validation/member-schemas';

import { foldedSearch } from './member-conditions';

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

/** Featured first, then newest; `nulls last` as the index has it (the columns are never null), the id breaks ties. */
const featuredThenNewest = [
  sql`${knowledgeResources.isFeatured} desc nulls last`,
  sql`${knowledgeResources.createdAt} desc nulls last`,
  desc(knowledgeResources.id),
];

function baseQuery(db: Database) {
  return db
    .select(resourceColumns)
    .from(knowledgeResources)
    .leftJoin(memberProfiles, eq(memberProfiles.id, knowledgeResources.uploadedBy));
}

function toResource(row: Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number]): KnowledgeResource {
  return { ...row, category: row.category as ResourceCategory, resourceType: row.resourceType as ResourceType };
}

/**
 * One page of the active resources members see, featured first then newest (§7; the order of
 * `knowledge_resources_active_order_idx`, whose columns are never null), narrowed in SQL by the
 * page's filters. Search (spec §5: title, description, category, tags): the query as one substring
 * of the folded title, description or tags (`search_text`), or a category whose key or Serbian
 * label holds it (matched in code).
 */
export async function listActiveResources(
  db: Database,
  filters: ResourceFilters,
  page: number,
): Promise<Page<KnowledgeResource>> {
  const where = and(
    eq(knowledgeResources.isActive, true),
    filters.type === 'all' ? undefined : eq(knowledgeResources.resourceType, filters.type),
    filters.category === 'all' ? undefined : eq(knowledgeResources.category, filters.category),
    foldedSearch(knowledgeResources.searchText, filters.query, {
      column: knowledgeResources.category,
      keys: categoriesMatching(RESOURCE_CATEGORY_LABELS, filters.query),
    }),
  );
  const { limit, offset } = pageWindow(page, RESOURCES_PAGE_SIZE);
  const [rows, [totals]] = await Promise.all([
    baseQuery(db)
      .where(where)
      .orderBy(...featuredThenNewest)
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(knowledgeResources).where(where),
  ]);
  return pageOf(rows.map(toResource), totals?.value ?? 0, page, RESOURCES_PAGE_SIZE);
}

/** The featured resources above the list (spec §9: at most four), newest first. */
export async function listFeaturedResources(db: Database): Promise<KnowledgeResource[]> {
  const rows = await baseQuery(db)
    .where(and(eq(knowledgeResources.isActive, true), eq(knowledgeResources.isFeatured, true)))
    .orderBy(...featuredThenNewest)
    .limit(FEATURED_RESOURCES_LIMIT);
  return rows.map(toResource);
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

// ---------- Page readers (docs/architecture.md "Where a page gets its data") ----------

/** /members/resources: a page of the active resources and, with `featured`, the featured ones. */
export async function readResourcesPage(
  filters: ResourceFilters,
  page: number,
  { featured }: { featured: boolean },
): Promise<{ resources: Page<KnowledgeResource>; featured: KnowledgeResource[] }> {
  const db = await getDb();
  const [resources, featuredResources] = await Promise.all([
    listActiveResources(db, filters, page),
    featured ? listFeaturedResources(db) : [],
  ]);
  return { resources, featured: featuredResources };
}

/** /admin/resources: every resource. */
export async function readAllResources(): Promise<KnowledgeResource[]> {
  return listAllResources(await getDb());
}
