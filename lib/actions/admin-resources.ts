'use server';

/**
 * The resource library's admin page (/admin/resources): add, edit, remove. Admin rights are
 * checked by every action (access 'admin'), whatever the page showed.
 */
import { createResource, deleteResource, findMemberIdOfUser, updateResource } from '@/lib/data/member-resources';
import { RESOURCE_FIELDS, resourceEditSchema, resourceIdSchema, resourceSchema } from '@/lib/validation/member-schemas';
import { RESOURCE_MESSAGES } from '@/lib/validation/member-texts';

import { defineAction } from './define';

/** Descriptions and titles are shown as plain text; links are checked by the schema, not sanitised. */
const SANITIZED = ['title', 'description', 'tags'] as const;

export const createKnowledgeResource = defineAction({
  name: 'admin.resources.create',
  access: 'urednik',
  audit: (values) => ({ targetType: 'resurs', summary: `Novi resurs „${values.title}”` }),
  fields: RESOURCE_FIELDS,
  sanitize: SANITIZED,
  schema: resourceSchema,
  success: RESOURCE_MESSAGES.created,
  failureMessage: RESOURCE_MESSAGES.saveFailed,
  async handle(values, { ctx, caller, succeed }) {
    await createResource(ctx.db, values, await findMemberIdOfUser(ctx.db, caller.user.id), ctx.now);
    return succeed();
  },
});

export const updateKnowledgeResource = defineAction({
  name: 'admin.resources.update',
  access: 'urednik',
  audit: (values) => ({ targetType: 'resurs', targetId: values.id, summary: `Izmenjen resurs „${values.title}”` }),
  fields: ['id', ...RESOURCE_FIELDS],
  sanitize: SANITIZED,
  schema: resourceEditSchema,
  success: RESOURCE_MESSAGES.updated,
  failureMessage: RESOURCE_MESSAGES.saveFailed,
  async handle({ id, ...values }, { ctx, succeed, fail }) {
    if (!(await updateResource(ctx.db, id, values))) return fail(RESOURCE_MESSAGES.notFound);
    return succeed();
  },
});

export const deleteKnowledgeResource = defineAction({
  name: 'admin.resources.delete',
  access: 'urednik',
  audit: ({ id }) => ({ targetType: 'resurs', targetId: id, summary: 'Obrisan resurs' }),
  fields: ['id'],
  schema: resourceIdSchema,
  success: RESOURCE_MESSAGES.deleted,
  failureMessage: RESOURCE_MESSAGES.deleteFailed,
  async handle({ id }, { ctx, succeed, fail }) {
    if (!(await deleteResource(ctx.db, id))) return fail(RESOURCE_MESSAGES.notFound);
    return succeed();
  },
});
