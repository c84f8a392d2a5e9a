// First: it mocks the request context before any module that reads it is loaded.
import { request } from './support/request-context';
import { afterAll, describe, expect, it } from 'vitest';

import type { ActionContext } from '@/lib/auth/context';
import { createIssue } from '@/lib/data/newsletter-issues';

import { anonymousContext, signedInAccount } from './support/accounts';
import { BACKENDS, NO_SEED, snapshotAllTables, useAsAppDatabase, useTestDatabase } from './support/database';

/**
 * The newsletter's progress read (`GET /admin/newsletter/{id}/napredak`, issue 51), called as Next
 * calls it: editors and admins get the figures, anybody else 401 or 403, an unknown issue 404;
 * it changes no row.
 */
const { GET: progress } = await import('@/app/[script]/(admin)/admin/newsletter/[id]/napredak/route');

describe.each(BACKENDS)('the newsletter progress route on %s', (backend) => {
  const database = useTestDatabase(backend, NO_SEED);
  useAsAppDatabase(database);

  afterAll(() => {
    request.context = null;
  });

  const call = async (context: () => Promise<ActionContext>, id: string) => {
    request.context = context;
    const before = await snapshotAllTables(database.db);
    const response = await progress(new Request(`http://test.local/admin/newsletter/${id}/napredak`), {
      params: Promise.resolve({ id }),
    });
    expect(await snapshotAllTables(database.db)).toEqual(before);
    return {
      status: response.status,
      body: await response.text(),
      headers: response.headers,
    };
  };

  it('answers an editor with the figures, refuses the rest, 404 for an unknown issue', async () => {
    const issue = await createIssue(database.db, {
      subject: 'Napredak',
      intro: '',
      content: 'x',
      audience: 'both',
      userId: null,
    });
    const editor = (await signedInAccount(database.db, { roles: ['urednik'] })).context.getContext;
    const admin = (await signedInAccount(database.db, { admin: true })).context.getContext;
    const moderator = (await signedInAccount(database.db, { roles: ['moderator'] })).context.getContext;

    const seen = await call(editor, issue.id);
    expect(seen.status).toBe(200);
    expect(JSON.parse(seen.body)).toEqual({ status: 'draft', total: 0, sent: 0, failed: 0, waiting: 0, skipped: 0 });
    expect(seen.headers.get('Cache-Control')).toBe('private, no-store');
    expect((await call(admin, issue.id)).status).toBe(200);
    expect(await call(moderator, issue.id)).toMatchObject({ status: 403, body: 'Nemate dozvolu za ovu radnju.' });
    expect((await call(anonymousContext(database.db).getContext, issue.id)).status).toBe(401);
    expect((await call(editor, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await call(editor, 'nije-id')).status).toBe(404);
  });
});
