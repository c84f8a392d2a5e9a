import { describe, expect, it } from 'vitest';

import { isStaffLevel } from '@/lib/actions/define';

import { formData } from './forms-support';
import { anonymousContext, signedInAccount } from './support/accounts';
import { BACKENDS, FULL_SEED, snapshotAllTables, useTestDatabase } from './support/database';
import { definedActions, PLAUSIBLE_VALUES } from './support/defined-actions';

/**
 * Every action defined in lib/actions (`definedActions`), so a new admin or member action is
 * covered the day it is written. Each is called by callers who must be refused, with a submission
 * that would otherwise be plausible, and must change nothing at all: every table is compared by
 * content (`snapshotAllTables`), not only by its number of rows. The team's roles against the
 * panel's actions: staff-roles.test.ts.
 */
const actions = definedActions;
const adminActions = actions.filter(({ action }) => isStaffLevel(action.access));
const memberActions = actions.filter(({ action }) => action.access === 'member');
const userActions = actions.filter(({ action }) => action.access === 'user');

/** Values that pass most schemas, so a refusal is about access, not validation. */
const PLAUSIBLE = {
  ...PLAUSIBLE_VALUES,
  fullName: 'Neko Nekić',
  memberType: 'individual',
  status: 'approved',
  message: 'Poruka',
  messageText: 'Poruka',
  priority: '1',
};

describe.each(BACKENDS)('access of every action on %s', (backend) => {
  const database = useTestDatabase(backend, FULL_SEED);

  it('finds the actions it guards', () => {
    expect(actions.length).toBeGreaterThan(5);
  });

  it.each(adminActions.map(({ label, action }) => [label, action] as const))(
    '%s refuses a visitor and a signed-in non-admin, changing nothing',
    async (_label, action) => {
      const member = await signedInAccount(database.db, { member: 'approved' });
      const before = await snapshotAllTables(database.db);
      const anonymous = await action.run(formData(PLAUSIBLE), anonymousContext(database.db).getContext);
      expect(anonymous).toMatchObject({ ok: false, formError: 'Morate biti prijavljeni da biste nastavili.' });
      const notAdmin = await action.run(formData(PLAUSIBLE), member.context.getContext);
      expect(notAdmin).toMatchObject({ ok: false, formError: 'Nemate dozvolu za ovu radnju.' });
      expect(await snapshotAllTables(database.db)).toEqual(before);
      expect(member.context.revalidate).not.toHaveBeenCalled();
    },
  );

  it('finds the actions of every access level', () => {
    expect(userActions.map(({ label }) => label)).toEqual(
      expect.arrayContaining([expect.stringContaining('changePassword'), expect.stringContaining('saveMemberProfile')]),
    );
  });

  it.each(userActions.map(({ label, action }) => [label, action] as const))(
    '%s refuses a visitor, changing nothing',
    async (_label, action) => {
      const before = await snapshotAllTables(database.db);
      const anonymous = anonymousContext(database.db);
      expect(await action.run(formData(PLAUSIBLE), anonymous.getContext)).toMatchObject({
        ok: false,
        formError: 'Morate biti prijavljeni da biste nastavili.',
      });
      expect(await snapshotAllTables(database.db)).toEqual(before);
      expect(anonymous.onMailQueued).not.toHaveBeenCalled();
    },
  );

  it.each(memberActions.map(({ label, action }) => [label, action] as const))(
    '%s refuses a visitor and a pending, rejected or suspended member, changing nothing',
    async (_label, action) => {
      const pending = await signedInAccount(database.db, { member: 'pending' });
      const rejected = await signedInAccount(database.db, { member: 'rejected' });
      const suspended = await signedInAccount(database.db, { member: 'suspended' });
      const before = await snapshotAllTables(database.db);
      expect(await action.run(formData(PLAUSIBLE), anonymousContext(database.db).getContext)).toMatchObject({
        ok: false,
      });
      expect(await action.run(formData(PLAUSIBLE), pending.context.getContext)).toMatchObject({
        ok: false,
        formError: 'Ova radnja je dostupna samo odobrenim članovima.',
      });
      expect(await action.run(formData(PLAUSIBLE), rejected.context.getContext)).toMatchObject({
        ok: false,
        formError: 'Ova radnja je dostupna samo odobrenim članovima.',
      });
      expect(await action.run(formData(PLAUSIBLE), suspended.context.getContext)).toMatchObject({
        ok: false,
        formError: 'Ova radnja je dostupna samo odobrenim članovima.',
      });
      expect(await snapshotAllTables(database.db)).toEqual(before);
    },
  );
});
