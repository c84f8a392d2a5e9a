import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { Client } from 'pg';

import { DEMO, signInAsMember } from '../members/support';
import { signInAsAdmin } from '../support/accounts';

/**
 * A GET never writes (issue 25): every page and route handler a visitor, a member and an admin can
 * reach by following links is requested, with every table of the database watched by a row-level
 * trigger, and not one row may change. Sessions are aged first, so a render that would extend a
 * session on its way (sliding expiry) is caught too.
 *
 * Needs the server's database from outside, so it runs against PostgreSQL
 * (`npm run test:e2e:postgres`, which sets E2E_DATABASE_URL); in the embedded runs it is skipped.
 */
const DATABASE_URL = process.env.E2E_DATABASE_URL;

/** Reached by code, not by links: the feeds, the calendar and the signed-in exports. */
const UNLINKED_GETS = ['/blog/rss.xml', '/events.ics', '/health', '/members/profile/export', '/admin/inbox/export'];
/** Held open by the browser (the live messages' stream) or leaving the site (Google's sign-in). */
const NOT_CRAWLED = /^\/(members\/messages\/stream|members\/auth\/google)/;
const MAX_PAGES_PER_VISITOR = 150;

const AUDIT_SETUP = `
  create table if not exists get_write_audit (
    table_name text not null, operation text not null, query text not null, at timestamptz not null default clock_timestamp()
  );
  create or replace function record_get_write() returns trigger language plpgsql as $$
  begin
    insert into get_write_audit (table_name, operation, query) values (tg_table_name, tg_op, left(current_query(), 300));
    return null;
  end $$;
  do $$
  declare watched record;
  begin
    for watched in select tablename from pg_tables where schemaname = 'public' and tablename <> 'get_write_audit' loop
      execute format('drop trigger if exists get_write_audit on %I', watched.tablename);
      execute format('create trigger get_write_audit after insert or update or delete on %I
        for each row execute function record_get_write()', watched.tablename);
    end loop;
  end $$;`;

const AUDIT_TEARDOWN = `
  do $$
  declare watched record;
  begin
    for watched in select tablename from pg_tables where schemaname = 'public' loop
      execute format('drop trigger if exists get_write_audit on %I', watched.tablename);
    end loop;
  end $$;
  drop table if exists get_write_audit;
  drop function if exists record_get_write();`;

function sameSiteLinks(html: string): string[] {
  const links: string[] = [];
  for (const [, href = ''] of html.matchAll(/href="(\/[^"#]*)"/g)) {
    const path = href.replaceAll('&amp;', '&');
    if (!path.startsWith('//') && !path.startsWith('/_next/')) links.push(path);
  }
  return links;
}

/** Follows every same-site link from `/` (and the unlinked GETs), breadth first; returns what it requested. */
async function crawl(request: APIRequestContext, starts: readonly string[]): Promise<string[]> {
  const queue = [...starts, ...UNLINKED_GETS];
  const seen = new Set<string>();
  while (queue.length > 0 && seen.size < MAX_PAGES_PER_VISITOR) {
    const path = queue.shift()!;
    if (seen.has(path) || NOT_CRAWLED.test(path)) continue;
    seen.add(path);
    const response = await request.get(path, { maxRedirects: 5 });
    expect(response.status(), path).toBeLessThan(500);
    if ((response.headers()['content-type'] ?? '').includes('text/html'))
      queue.push(...sameSiteLinks(await response.text()));
  }
  return [...seen];
}

async function signedInAdmin(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsAdmin(page);
  return context;
}

test.describe('a GET never writes', () => {
  test.skip(!DATABASE_URL, 'needs the server database from outside: npm run test:e2e:postgres');

  let database: Client;
  test.beforeAll(async () => {
    database = new Client({ connectionString: DATABASE_URL });
    await database.connect();
  });
  test.afterAll(async () => {
    await database?.query(AUDIT_TEARDOWN);
    await database?.end();
  });

  test('no page or route handler changes a row for a visitor, a member or an admin', async ({ browser }) => {
    test.slow();
    const admin = await signedInAdmin(browser);
    const member = await browser.newContext();
    await signInAsMember(await member.newPage(), DEMO.ana);
    const visitor = await browser.newContext();

    // Sessions well into their lifetime: a render that slid their expiry would be a write.
    await database.query(`update app_sessions set expires_at = now() + interval '10 days'`);
    await database.query(AUDIT_SETUP);

    const requested = [
      ...(await crawl(visitor.request, ['/'])),
      ...(await crawl(member.request, ['/members'])),
      ...(await crawl(admin.request, ['/admin'])),
    ];
    expect(requested.length).toBeGreaterThan(60);
    expect(requested).toEqual(expect.arrayContaining(['/members/directory', '/admin?tab=events', '/blog']));

    const { rows } = await database.query<{ table_name: string; operation: string; query: string }>(
      'select table_name, operation, query from get_write_audit order by at',
    );
    expect(
      rows,
      `GET requests wrote:\n${rows.map((row) => `${row.operation} ${row.table_name}: ${row.query}`).join('\n')}`,
    ).toEqual([]);
    await Promise.all([admin.close(), member.close(), visitor.close()]);
  });
});
