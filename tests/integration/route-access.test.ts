// First: it mocks the request context before any module that reads it is loaded.
import { request } from './support/request-context';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ActionContext } from '@/lib/auth/context';
import { INBOX_KINDS } from '@/lib/admin/inbox';
import { STAFF_ROLES, type StaffRole } from '@/lib/admin/roles';
import { contactMessages, events } from '@/lib/db/schema';
import { ACCESS_MESSAGES } from '@/lib/messages';
import { PNG_1X1 } from '@/tests/support/upload-fixtures';

import { anonymousContext, signedInAccount, type TestAccount } from './support/accounts';
import { BACKENDS, FULL_SEED, snapshotAllTables, useAsAppDatabase, useTestDatabase } from './support/database';

/**
 * The route handlers that export or write (issue 25), called as Next calls them, with the request's
 * context pointing at a test account: the CSV exports (admins only), the profile export and the
 * live-message stream (approved members), and the upload (signed-in accounts with rights). Each
 * refuses everyone else with its status and text, leaks none of the data it guards, and changes
 * no row of any table (compared by content).
 */
const { GET: inboxExport } = await import('@/app/[script]/(admin)/admin/inbox/export/route');
const { GET: staffLogExport } = await import('@/app/[script]/(admin)/admin/dnevnik/export/route');
const { GET: registrationsCsv } = await import('@/app/[script]/(admin)/admin/events/[id]/registrations.csv/route');
const { GET: profileExport } = await import('@/app/[script]/(members)/members/(platform)/profile/export/route');
const { GET: messageStream } = await import('@/app/[script]/(members)/members/(platform)/messages/stream/route');
const { POST: upload } = await import('@/app/files/upload/route');
const { NextRequest } = await import('next/server');

const SITE = 'http://test.local';

function uploadRequest(purpose: string): Request {
  const body = new FormData();
  body.set('file', new File([PNG_1X1], 'slika.png', { type: 'image/png' }));
  const encoded = new Request(`${SITE}/files/upload?purpose=${purpose}`, { method: 'POST', body });
  return new Request(encoded, { headers: { ...Object.fromEntries(encoded.headers), 'content-length': '400' } });
}

describe.each(BACKENDS)('route handlers refuse who may not use them, on %s', (backend) => {
  const database = useTestDatabase(backend, FULL_SEED);
  useAsAppDatabase(database);
  let eventId: string;
  let guardedEmail: string;
  let callers: Record<
    'visitor' | 'account' | 'pending' | 'suspended' | 'member' | 'admin' | StaffRole,
    () => Promise<ActionContext>
  >;
  let member: TestAccount;

  beforeAll(async () => {
    const [event] = await database.db.select({ id: events.id }).from(events).limit(1);
    eventId = event!.id;
    guardedEmail = 'tajna.adresa@primer.rs';
    await database.db
      .insert(contactMessages)
      .values({ name: 'Poverljivo Ime', email: guardedEmail, message: 'Poverljiva poruka' });
    member = await signedInAccount(database.db, { member: 'approved', fullName: 'Odobreni Član' });
    callers = {
      visitor: anonymousContext(database.db).getContext,
      account: (await signedInAccount(database.db)).context.getContext,
      pending: (await signedInAccount(database.db, { member: 'pending' })).context.getContext,
      suspended: (await signedInAccount(database.db, { member: 'suspended' })).context.getContext,
      member: member.context.getContext,
      admin: (await signedInAccount(database.db, { admin: true })).context.getContext,
      urednik: (await signedInAccount(database.db, { roles: ['urednik'] })).context.getContext,
      organizator: (await signedInAccount(database.db, { roles: ['organizator'] })).context.getContext,
      moderator: (await signedInAccount(database.db, { roles: ['moderator'] })).context.getContext,
    };
  });

  afterAll(async () => {
    request.context = null;
  });

  async function as(caller: keyof typeof callers, handle: () => Promise<Response>) {
    request.context = callers[caller];
    const before = await snapshotAllTables(database.db);
    const response = await handle();
    const body = await response.text();
    expect(await snapshotAllTables(database.db), `${caller}: no row changes`).toEqual(before);
    return { status: response.status, body };
  }

  it('the inbox CSV: 401 signed out, 403 without admin rights, the rows only for an admin', async () => {
    const get = () => inboxExport(new Request(`${SITE}/admin/inbox/export?kind=contact`));
    expect(await as('visitor', get)).toEqual({ status: 401, body: ACCESS_MESSAGES.signedOut });
    for (const caller of ['account', 'pending', 'member'] as const)
      expect(await as(caller, get)).toEqual({ status: 403, body: ACCESS_MESSAGES.notAdmin });
    const admin = await as('admin', get);
    expect(admin.status).toBe(200);
    expect(admin.body).toContain(guardedEmail);
  });

  it("an event's registrations CSV: 401 signed out, 403 without the organisers' rights", async () => {
    const get = () => registrationsCsv(new Request(SITE), { params: Promise.resolve({ id: eventId }) });
    expect(await as('visitor', get)).toEqual({ status: 401, body: ACCESS_MESSAGES.signedOut });
    for (const caller of ['member', 'urednik', 'moderator'] as const)
      expect(await as(caller, get)).toEqual({ status: 403, body: ACCESS_MESSAGES.notAdmin });
    expect((await as('admin', get)).status).toBe(200);
    expect((await as('organizator', get)).status).toBe(200);
  });

  it('the inbox CSV by role: each kind only for whoever handles it (docs/admin.md "Uloge")', async () => {
    for (const { id, capability } of INBOX_KINDS) {
      const get = () => inboxExport(new Request(`${SITE}/admin/inbox/export?kind=${id}`));
      for (const role of STAFF_ROLES) {
        const answer = await as(role, get);
        if (capability === role) expect(answer.status, `${role} ${id}`).toBe(200);
        else expect(answer, `${role} ${id}`).toEqual({ status: 403, body: ACCESS_MESSAGES.notAdmin });
      }
    }
  });

  it('the staff log CSV: admins only', async () => {
    const get = () => staffLogExport(new Request(`${SITE}/admin/dnevnik/export`));
    expect(await as('visitor', get)).toEqual({ status: 401, body: ACCESS_MESSAGES.signedOut });
    for (const caller of ['member', ...STAFF_ROLES] as const)
      expect(await as(caller, get)).toEqual({ status: 403, body: ACCESS_MESSAGES.notAdmin });
    const admin = await as('admin', get);
    expect(admin.status).toBe(200);
    expect(admin.body.split('\n')[0]).toContain('Vreme,Osoba,ID osobe,Radnja');
  });

  it('the profile export: only an approved (or suspended) member, and only their own data', async () => {
    for (const caller of ['visitor', 'account', 'pending'] as const)
      expect(await as(caller, profileExport)).toEqual({ status: 401, body: 'Niste prijavljeni kao odobren član.' });
    const own = await as('member', profileExport);
    expect(own.status).toBe(200);
    expect(own.body).toContain(member.email);
    expect(own.body).not.toContain(guardedEmail);
    expect((await as('suspended', profileExport)).status).toBe(200);
    // A download never sniffed as a page.
    request.context = callers.member;
    expect((await profileExport()).headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('the live-message stream opens only for an approved member', async () => {
    for (const caller of ['visitor', 'account', 'pending', 'suspended'] as const) {
      const refused = await as(caller, () => messageStream(new NextRequest(`${SITE}/members/messages/stream`)));
      expect(refused).toEqual({ status: 401, body: JSON.stringify({ error: 'unauthorized' }) });
    }
  });

  it('an upload is refused before anything is stored: signed out, without rights, or not yet approved', async () => {
    const avatar = () => upload(uploadRequest('avatar'));
    const media = () => upload(uploadRequest('media'));
    expect((await as('visitor', avatar)).status).toBe(401);
    expect((await as('account', avatar)).status).toBe(403);
    expect((await as('pending', avatar)).status).toBe(403);
    expect((await as('member', media)).status).toBe(403);
  });

  it("the panel's uploads by role: each purpose only for the role of the tab that uses it", async () => {
    const refusal = {
      status: 403,
      body: JSON.stringify({ ok: false, message: 'Nemate dozvolu za otpremanje ovog fajla.' }),
    };
    for (const [purpose, role] of [
      ['event', 'organizator'],
      ['blog', 'urednik'],
      ['media', 'urednik'],
      ['file', 'urednik'],
    ] as const) {
      for (const other of STAFF_ROLES.filter((candidate) => candidate !== role)) {
        expect(await as(other, () => upload(uploadRequest(purpose))), `${other} ${purpose}`).toEqual(refusal);
      }
    }
  });
});
