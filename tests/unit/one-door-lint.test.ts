import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The one door for a page's data (eslint.config.mjs, docs/architecture.md "Where a page gets its
 * data"): a file under app/ that imports the database, calls `getDb` or takes `db` from the
 * request's context is refused, and so is a lib/auth module that imports a page's list from
 * lib/data; a page that reads through a page reader passes.
 */

const eslint = new ESLint({ cwd: process.cwd() });

/** The messages of the one-door rules for `code` linted as the file at `filePath`. */
async function refusals(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-syntax' || message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

const PAGE = 'app/[script]/(members)/members/(platform)/one-door-fixture/page.tsx';

describe('one door for a page’s data (ESLint)', { timeout: 60_000 }, () => {
  it('passes a page that reads through a lib/data page reader', async () => {
    const code = `import { readDirectoryPage } from '@/lib/data/members';
export default async function Page() {
  const found = await readDirectoryPage({ query: '', type: 'all' }, 1);
  return found.total;
}
`;
    expect(await refusals(PAGE, code)).toEqual([]);
  });

  it("refuses a page that uses the request context's database", async () => {
    const member = `import { getRequestContext } from '@/lib/auth';
import { listDirectoryPage } from '@/lib/data/members';
export default async function Page() {
  const ctx = await getRequestContext();
  return (await listDirectoryPage(ctx.db, { query: '', type: 'all' }, 1)).total;
}
`;
    const destructured = member.replace('const ctx = await', 'const { db } = await').replace('ctx.db', 'db');
    expect(await refusals(PAGE, member)).toHaveLength(1);
    expect(await refusals(PAGE, destructured)).toHaveLength(1);
  });

  it('refuses a route handler that imports the database client, even a type, or calls getDb', async () => {
    const route = 'app/[script]/(admin)/admin/one-door-fixture/route.ts';
    const client = `import { getDb } from '@/lib/db/client';
export async function GET() {
  await getDb();
  return new Response('');
}
`;
    const typeOnly = `import type { Database } from '@/lib/db/client';
export function GET(db?: Database) {
  return new Response(String(Boolean(db)));
}
`;
    expect((await refusals(route, client)).length).toBeGreaterThanOrEqual(2);
    expect(await refusals(route, typeOnly)).toHaveLength(1);
  });

  it('refuses a page list in lib/auth and allows its identity modules', async () => {
    const list = `import 'server-only';
import { memberBadgeCounts } from '@/lib/data/members';
export const counts = memberBadgeCounts;
`;
    const identity = `import 'server-only';
import { findMemberAccessProfile } from '@/lib/data/member-access';
export const profile = findMemberAccessProfile;
`;
    expect(await refusals('lib/auth/one-door-fixture.ts', list)).toHaveLength(1);
    expect(await refusals('lib/auth/one-door-fixture.ts', identity)).toEqual([]);
  });
});
