import { describe, expect, it } from 'vitest';

import { inboxKindsFor } from '@/lib/admin/inbox';
import { describeStaff, hasCapability, isStaff, NO_STAFF_ACCESS, type StaffAccess } from '@/lib/admin/roles';
import { staffLogFilterFrom, staffLogHref, staffLogRange } from '@/lib/admin/staff-log';
import { adminPagesFor, adminTabFrom, tabsFor } from '@/lib/admin/tabs';

const ADMIN: StaffAccess = { admin: true, roles: [] };
const role = (...roles: StaffAccess['roles']): StaffAccess => ({ admin: false, roles });

describe('what each role sees of the panel (docs/admin.md "Uloge")', () => {
  it('an admin sees the eight tabs in the spec order and every page', () => {
    expect(tabsFor(ADMIN).map((tab) => tab.label)).toEqual([
      'Sadržaj',
      'Media',
      'Događaji',
      'Predlozi',
      'Članovi',
      'Blog',
      'Obaveštenja',
      'Fajlovi',
    ]);
    expect(adminPagesFor(ADMIN).map((page) => page.href)).toEqual([
      '/admin/inbox',
      '/admin/outbox',
      '/admin/moderation',
      '/admin/resources',
      '/admin/newsletter',
      '/admin/tim',
      '/admin/dnevnik',
    ]);
  });

  it('an editor: texts, media, blog, announcements and files; no events, members, team or log', () => {
    const editor = role('urednik');
    expect(tabsFor(editor).map((tab) => tab.id)).toEqual(['content', 'media', 'blog', 'announcements', 'files']);
    expect(adminPagesFor(editor).map((page) => page.href)).toEqual(['/admin/resources', '/admin/newsletter']);
    expect(inboxKindsFor(editor)).toEqual([]);
  });

  it('an organiser: events and proposals, and the event registrations in the inbox', () => {
    const organizer = role('organizator');
    expect(tabsFor(organizer).map((tab) => tab.id)).toEqual(['events', 'submissions']);
    expect(adminPagesFor(organizer).map((page) => page.href)).toEqual(['/admin/inbox']);
    expect(inboxKindsFor(organizer).map((kind) => kind.id)).toEqual(['registrations']);
  });

  it('a moderator: members, the join applications and moderation', () => {
    const moderator = role('moderator');
    expect(tabsFor(moderator).map((tab) => tab.id)).toEqual(['members']);
    expect(adminPagesFor(moderator).map((page) => page.href)).toEqual(['/admin/inbox', '/admin/moderation']);
    expect(inboxKindsFor(moderator).map((kind) => kind.id)).toEqual(['join']);
  });

  it('roles add up; only admins hold what is admin-only', () => {
    const both = role('moderator', 'organizator');
    expect(tabsFor(both).map((tab) => tab.id)).toEqual(['events', 'submissions', 'members']);
    expect(hasCapability(both, 'admin')).toBe(false);
    expect(hasCapability(ADMIN, 'admin')).toBe(true);
    expect(hasCapability(ADMIN, 'moderator')).toBe(true);
    expect(describeStaff(both)).toBe('Moderator, Organizator');
    expect(describeStaff(ADMIN)).toBe('Administrator');
    expect(isStaff(NO_STAFF_ACCESS)).toBe(false);
  });

  it("'?tab=' opens that tab only when allowed, else the person's first; nobody without a role gets one", () => {
    expect(adminTabFrom('members', role('urednik'))).toBe('content');
    expect(adminTabFrom('blog', role('urednik'))).toBe('blog');
    expect(adminTabFrom(undefined, role('moderator'))).toBe('members');
    expect(adminTabFrom('files', ADMIN)).toBe('files');
    expect(adminTabFrom(undefined, NO_STAFF_ACCESS)).toBeNull();
  });
});

describe("the staff log's filters in the address", () => {
  it('keeps a valid person, action and days, and drops anything malformed', () => {
    expect(
      staffLogFilterFrom({
        osoba: '11111111-1111-4111-8111-11111111111A',
        radnja: 'admin.events.update',
        od: '2026-03-01',
        do: '2026-03-31',
      }),
    ).toEqual({
      actorId: '11111111-1111-4111-8111-11111111111a',
      action: 'admin.events.update',
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(staffLogFilterFrom({ osoba: 'x', radnja: 'drop table', od: '2026-02-30', do: '31.03.2026' })).toEqual({});
  });

  it("days are Belgrade's: from its midnight to the midnight after the last day (summer time too)", () => {
    expect(staffLogRange({ from: '2026-01-10', to: '2026-01-10' })).toEqual({
      from: new Date('2026-01-09T23:00:00Z'),
      before: new Date('2026-01-10T23:00:00Z'),
    });
    expect(staffLogRange({ to: '2026-07-31' })).toEqual({ before: new Date('2026-07-31T22:00:00Z') });
  });

  it("the pager's and the CSV's addresses keep the filters", () => {
    const filter = { action: 'admin.members.decide', from: '2026-03-01' };
    expect(staffLogHref(filter, 2)).toBe('/admin/dnevnik?radnja=admin.members.decide&od=2026-03-01&strana=2');
    expect(staffLogHref(filter, 1, '/admin/dnevnik/export')).toBe(
      '/admin/dnevnik/export?radnja=admin.members.decide&od=2026-03-01',
    );
  });
});
