import { randomUUID } from 'node:crypto';

import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { decideMember } from '@/lib/actions/admin-members';
import { isAdmin, memberStandingOf } from '@/lib/auth';
import { memoryCookieJar } from '@/lib/auth/context';
import { localAuth } from '@/lib/auth/local';
import { SESSION_COOKIE, SESSION_LIFETIME_MS } from '@/lib/auth/session-cookie';
import { installSingleton } from '@/lib/cache/process-registry.mjs';
import { ACCESS_MEMO, accessMemo, topicKey } from '@/lib/cache/access-memo';
import {
  INVALIDATION_CHANNEL,
  markerAnnouncement,
  PREVIOUS_RELEASE_CHANNELS,
  readAnnouncement,
} from '@/lib/cache/invalidation-channel';
import { createSession, extendSession, grantAdmin, hashToken, newToken } from '@/lib/data/accounts';
import { openDatabase, type DatabaseHandle } from '@/lib/db/connection';
import {
  adminProfiles,
  ads,
  appSessions,
  appUsers,
  blogPosts,
  events,
  eventSubmissions,
  memberMessages,
  memberProfiles,
} from '@/lib/db/schema';

import { formData } from './forms-support';
import { signedInAccount, type TestAccount } from './support/accounts';
import { BACKENDS, NO_SEED, useTestDatabase } from './support/database';
import { forwardedListener } from './support/notifications';

/**
 * The pages' access memo (lib/cache/access-memo.ts): who a session is, the member's profile and
 * admin rights, remembered per process and forgotten on every instance when the database's
 * triggers announce a change.
 */
describe.each(BACKENDS)('access memo (%s)', (backend) => {
  const database = useTestDatabase(backend, NO_SEED);
  /** A second connection to the same database: another app instance (Postgres only). */
  let other: DatabaseHandle | undefined;

  beforeAll(async () => {
    if (database.url) other = await openDatabase({ kind: 'postgres', url: database.url });
  });

  afterEach(() => {
    installSingleton(ACCESS_MEMO, undefined);
  });

  afterAll(async () => {
    await other?.close();
  });

  const db = () => database.db;

  /** A memo of an instance on this database: listening through `hub`, writing markers with `handle`. */
  async function listeningMemo(handle: DatabaseHandle = database.handle, hub = handle.notifications) {
    const memo = accessMemo(
      async () => hub,
      async () => handle.db,
    );
    // The first call starts listening; it computes without remembering until then.
    await memo.remember('warm-up', async () => null);
    await hub.whenListening(INVALIDATION_CHANNEL);
    return memo;
  }

  /** Counts the computations a memo asks for. */
  function counted<T>(value: () => Promise<T>) {
    const calls = { count: 0 };
    return { calls, compute: async () => (calls.count++, value()) };
  }

  /**
   * What `write` announces: what arrives on the channel before a marker sent after it (one listener
   * gets announcements in commit order, so nothing of the write can come after the marker).
   */
  async function announced(write: () => Promise<unknown>): Promise<string[]> {
    const names: string[] = [];
    const marker = `test:${randomUUID()}`;
    let markerArrived!: () => void;
    const arrived = new Promise<void>((resolve) => (markerArrived = resolve));
    const stop = await database.handle.notifications.subscribe(INVALIDATION_CHANNEL, {
      onNotification(payload) {
        const announcement = readAnnouncement(payload);
        if (announcement.kind === 'heard' && announcement.id === marker) markerArrived();
        else if (announcement.kind === 'memo') names.push(...announcement.names);
        else names.push(payload);
      },
    });
    try {
      await write();
      await db().execute(sql`select pg_notify(${INVALIDATION_CHANNEL}, ${markerAnnouncement(marker)})`);
      await arrived;
      return names;
    } finally {
      await stop();
    }
  }

  /** Whether `write` announces `payload`. */
  async function announces(write: () => Promise<unknown>, payload = 'changed'): Promise<boolean> {
    return (await announced(write)).includes(payload);
  }

  describe('the database announces every change a remembered answer depends on, and only those', () => {
    let member: TestAccount;
    beforeAll(async () => {
      member = await signedInAccount(db(), { member: 'approved' });
    });

    it('a profile: its status, its name and a new profile are announced; its description is not', async () => {
      const byId = eq(memberProfiles.id, member.memberId!);
      expect(await announces(() => db().update(memberProfiles).set({ approvalStatus: 'suspended' }).where(byId))).toBe(
        true,
      );
      expect(await announces(() => db().update(memberProfiles).set({ fullName: 'Novo Ime' }).where(byId))).toBe(true);
      expect(await announces(() => db().update(memberProfiles).set({ isActive: false }).where(byId))).toBe(true);
      expect(await announces(() => db().update(memberProfiles).set({ bio: 'Samo opis.' }).where(byId))).toBe(false);
      expect(await announces(() => signedInAccount(db(), { member: 'pending' }))).toBe(true);
    });

    it('a session: its end and its extension are announced; a new one and an extension not yet due are not', async () => {
      const token = newToken();
      expect(
        await announces(() =>
          createSession(db(), member.id, hashToken(token), new Date(Date.now() + SESSION_LIFETIME_MS)),
        ),
      ).toBe(false);
      expect(await announces(() => extendSession(db(), hashToken(token), new Date(), SESSION_LIFETIME_MS))).toBe(false);
      expect(
        await announces(() =>
          db()
            .update(appSessions)
            .set({ expiresAt: new Date(Date.now() + 60_000) })
            .where(eq(appSessions.tokenHash, hashToken(token))),
        ),
      ).toBe(true);
      expect(
        await announces(() =>
          db()
            .delete(appSessions)
            .where(eq(appSessions.tokenHash, hashToken(token))),
        ),
      ).toBe(true);
    });

    it('an account: its confirmation and its deletion are announced; admin rights given and taken too', async () => {
      const account = await signedInAccount(db());
      expect(
        await announces(() =>
          db().update(appUsers).set({ emailConfirmedAt: new Date() }).where(eq(appUsers.id, account.id)),
        ),
      ).toBe(true);
      expect(await announces(() => grantAdmin(db(), account.email))).toBe(true);
      expect(await announces(() => db().delete(adminProfiles).where(eq(adminProfiles.email, account.email)))).toBe(
        true,
      );
      expect(await announces(() => db().delete(appUsers).where(eq(appUsers.id, account.id)))).toBe(true);
    });
  });

  describe("the badges' rows announce 'badges': ads and messages", () => {
    it('an ad: posted, closed, hidden, renewed and deleted are announced; its text edited is not', async () => {
      const owner = await signedInAccount(db(), { member: 'approved' });
      const ad = { memberId: owner.memberId!, requestType: 'seeking', title: 'Tražim', description: 'Opis' };
      let id = '';
      const badges = (write: () => Promise<unknown>) => announces(write, 'badges');
      expect(
        await badges(async () => {
          const [row] = await db().insert(ads).values(ad).returning({ id: ads.id });
          id = row!.id;
        }),
      ).toBe(true);
      const byId = () => eq(ads.id, id);
      expect(await badges(() => db().update(ads).set({ isActive: false }).where(byId()))).toBe(true);
      expect(await badges(() => db().update(ads).set({ hiddenAt: new Date() }).where(byId()))).toBe(true);
      expect(await badges(() => db().update(ads).set({ expiresAt: new Date() }).where(byId()))).toBe(true);
      expect(await badges(() => db().update(ads).set({ title: 'Nudim' }).where(byId()))).toBe(false);
      expect(await badges(() => db().delete(ads).where(byId()))).toBe(true);
      // Badges only: the access answers stay.
      expect(await announces(() => db().insert(ads).values(ad))).toBe(false);
    });

    it('a message: sent, read, hidden and deleted announce the counters and the conversations', async () => {
      const from = await signedInAccount(db(), { member: 'approved' });
      const to = await signedInAccount(db(), { member: 'approved' });
      let id = '';
      const topics = async (write: () => Promise<unknown>) => new Set(await announced(write));
      const both = new Set(['badges', 'conversations']);
      expect(
        await topics(async () => {
          const [row] = await db()
            .insert(memberMessages)
            .values({ fromMemberId: from.memberId!, toMemberId: to.memberId!, messageText: 'Zdravo' })
            .returning({ id: memberMessages.id });
          id = row!.id;
        }),
      ).toEqual(both);
      const byId = () => eq(memberMessages.id, id);
      expect(await topics(() => db().update(memberMessages).set({ isRead: true }).where(byId()))).toEqual(both);
      expect(await topics(() => db().update(memberMessages).set({ hiddenAt: new Date() }).where(byId()))).toEqual(both);
      expect(await topics(() => db().delete(memberMessages).where(byId()))).toEqual(both);
    });
  });

  it("the panel's figures announce 'panel': a proposal sent, decided and deleted, and a new account", async () => {
    const panel = (write: () => Promise<unknown>) => announces(write, 'panel');
    let id = '';
    expect(
      await panel(async () => {
        const [row] = await db()
          .insert(eventSubmissions)
          .values({ submissionType: 'external', submitterName: 'Ana', submitterEmail: 'ana@example.com' })
          .returning({ id: eventSubmissions.id });
        id = row!.id;
      }),
    ).toBe(true);
    const byId = () => eq(eventSubmissions.id, id);
    expect(await panel(() => db().update(eventSubmissions).set({ adminNotes: 'Beleška' }).where(byId()))).toBe(false);
    expect(await panel(() => db().update(eventSubmissions).set({ status: 'approved' }).where(byId()))).toBe(true);
    expect(await panel(() => db().delete(eventSubmissions).where(byId()))).toBe(true);
    expect(await panel(() => signedInAccount(db()))).toBe(true);
  });

  it("each member's conversations announce 'conversations' for a partner's name, picture or kind, not their description", async () => {
    const partner = await signedInAccount(db(), { member: 'approved' });
    const byId = eq(memberProfiles.id, partner.memberId!);
    const conversations = (write: () => Promise<unknown>) => announces(write, 'conversations');
    expect(await conversations(() => db().update(memberProfiles).set({ fullName: 'Novo Ime' }).where(byId))).toBe(true);
    expect(await conversations(() => db().update(memberProfiles).set({ profileImage: null }).where(byId))).toBe(true);
    expect(await conversations(() => db().update(memberProfiles).set({ bio: 'Opis.' }).where(byId))).toBe(false);
  });

  it("for one release, the triggers also announce in the previous release's form on its channel", async () => {
    const partner = await signedInAccount(db(), { member: 'approved' });
    const previous: string[] = [];
    const stop = await database.handle.notifications.subscribe(PREVIOUS_RELEASE_CHANNELS.memo, {
      onNotification: (payload) => previous.push(payload),
    });
    try {
      const names = await announced(() =>
        db().update(memberProfiles).set({ fullName: 'Drugo Ime' }).where(eq(memberProfiles.id, partner.memberId!)),
      );
      expect(new Set(names)).toEqual(new Set(['changed', 'conversations']));
      // One listening connection hears both channels in commit order: all arrived before the marker.
      expect(new Set(previous)).toEqual(new Set(names));
    } finally {
      await stop();
    }
  });

  it('the lists read per request announce nothing: the directory, ads, the panel’s events and posts', async () => {
    const member = await signedInAccount(db(), { member: 'approved' });
    const silent = async (write: () => Promise<unknown>) => (await announced(write)).length === 0;
    expect(
      await silent(() =>
        db().update(memberProfiles).set({ bio: 'Novi opis.' }).where(eq(memberProfiles.id, member.memberId!)),
      ),
    ).toBe(true);
    expect(
      await silent(() =>
        db()
          .insert(ads)
          .values({ memberId: member.memberId!, requestType: 'seeking', title: 'Tražim', description: 'Opis' }),
      ),
    ).toBe(false); // the counters ('badges') still hear of a new ad
    expect(
      await silent(() =>
        db()
          .insert(events)
          .values({ title: 'Mixer', eventDate: new Date('2027-01-15T18:00:00Z') }),
      ),
    ).toBe(true);
    expect(
      await silent(() =>
        db()
          .insert(blogPosts)
          .values({ title: 'Nacrt', slug: `nacrt-${randomUUID().slice(0, 8)}` }),
      ),
    ).toBe(true);
  });

  it('forgets only the topic announced, and keeps the access answers', async () => {
    const memo = await listeningMemo();
    const member = await signedInAccount(db(), { member: 'approved' });
    const partner = await signedInAccount(db(), { member: 'approved' });
    // The new accounts' and profiles' own announcements are heard before anything is remembered.
    await memo.heard();
    const remembered = [
      topicKey('badges', member.memberId!),
      topicKey('panel', 'counts'),
      topicKey('conversations', member.memberId!),
      'profile:z',
    ].map((key) => ({ key, ...counted(async () => key) }));
    const all = async () => {
      for (const { key, compute } of remembered) await memo.remember(key, compute);
      return remembered.map(({ calls }) => calls.count);
    };
    const afterHeard = async (write: () => Promise<unknown>) => {
      await write();
      await memo.heard();
      return all();
    };
    await all();
    expect(await all()).toEqual([1, 1, 1, 1]);

    expect(
      await afterHeard(() =>
        db()
          .insert(eventSubmissions)
          .values({ submissionType: 'luma', submitterName: 'Ana', submitterEmail: 'ana@example.com' }),
      ),
    ).toEqual([1, 2, 1, 1]);
    expect(
      await afterHeard(() =>
        db().update(memberProfiles).set({ bio: 'Drugi opis.' }).where(eq(memberProfiles.id, member.memberId!)),
      ),
    ).toEqual([1, 2, 1, 1]);
    expect(
      await afterHeard(() =>
        db()
          .insert(blogPosts)
          .values({ title: 'Nacrt', slug: `nacrt-${randomUUID().slice(0, 8)}` }),
      ),
    ).toEqual([1, 2, 1, 1]);
    expect(
      await afterHeard(() =>
        db()
          .insert(events)
          .values({ title: 'Mixer', eventDate: new Date('2027-01-15T18:00:00Z') }),
      ),
    ).toEqual([1, 2, 1, 1]);
    expect(
      await afterHeard(() =>
        db()
          .insert(memberMessages)
          .values({ fromMemberId: partner.memberId!, toMemberId: member.memberId!, messageText: 'Zdravo' }),
      ),
    ).toEqual([2, 2, 2, 1]);
  });

  it("forgets the remembered badges on 'badges', and keeps the access answers", async () => {
    const memo = await listeningMemo();
    const member = await signedInAccount(db(), { member: 'approved' });
    // The new profile's own announcement ('changed') is heard before anything is remembered.
    await memo.heard();
    const badges = counted(async () => 'badges');
    const access = counted(async () => 'profile');
    const both = async () => {
      await memo.remember(topicKey('badges', member.memberId!), badges.compute);
      await memo.remember('profile:y', access.compute);
    };
    await both();
    await both();
    expect([badges.calls.count, access.calls.count]).toEqual([1, 1]);

    await db()
      .insert(ads)
      .values({ memberId: member.memberId!, requestType: 'offering', title: 'Nudim', description: 'Opis' });
    await memo.heard();
    await both();
    expect([badges.calls.count, access.calls.count]).toEqual([2, 1]);
  });

  it('remembers an answer until a change is announced, then reads again', async () => {
    const memo = await listeningMemo();
    const member = await signedInAccount(db(), { member: 'approved' });
    const { getContext } = member.context;
    const ctx = await getContext();
    const user = (await localAuth.currentUser(ctx))!;

    expect((await memberStandingOf(ctx, user, memo)).kind).toBe('approved');
    await db()
      .update(memberProfiles)
      .set({ approvalStatus: 'suspended' })
      .where(eq(memberProfiles.id, member.memberId!));
    await memo.heard();
    expect((await memberStandingOf(ctx, user, memo)).kind).toBe('suspended');

    const profile = counted(async () => 'profile');
    await memo.remember('profile:x', profile.compute);
    await memo.remember('profile:x', profile.compute);
    expect(profile.calls.count).toBe(1);
    await db().update(memberProfiles).set({ fullName: 'Drugo Ime' }).where(eq(memberProfiles.id, member.memberId!));
    await memo.heard();
    await memo.remember('profile:x', profile.compute);
    expect(profile.calls.count).toBe(2);
  });

  it("a session ended on one instance is forgotten by every instance's memo", async () => {
    const writer = other ?? database.handle;
    const here = await listeningMemo();
    const there = await listeningMemo(writer);
    const member = await signedInAccount(db(), { member: 'approved' });
    const ctx = await member.context.getContext();
    expect(await localAuth.currentUser(ctx, here)).toMatchObject({ id: member.id });
    expect(await localAuth.currentUser(ctx, there)).toMatchObject({ id: member.id });

    await writer.db.delete(appSessions).where(eq(appSessions.userId, member.id));
    await there.heard();
    // The writer's memo has it when its wait ends; the other instance was sent it at the same commit.
    expect(await localAuth.currentUser(ctx, there)).toBeNull();
    await vi.waitFor(async () => expect(await localAuth.currentUser(ctx, here)).toBeNull(), { timeout: 2_000 });
  });

  it('remembers a session only while it lives, and never a token without one', async () => {
    const memo = await listeningMemo();
    const member = await signedInAccount(db());
    const token = newToken();
    await createSession(db(), member.id, hashToken(token), new Date(Date.now() + 300));
    const { getContext } = member.context;
    const ctx = { ...(await getContext()), cookies: memoryCookieJar({ [SESSION_COOKIE]: token }) };
    expect(await localAuth.currentUser(ctx, memo)).toMatchObject({ id: member.id });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await localAuth.currentUser({ ...ctx, now: new Date() }, memo)).toBeNull();

    const unknown = { ...ctx, cookies: memoryCookieJar({ [SESSION_COOKIE]: newToken() }) };
    expect(await localAuth.currentUser(unknown, memo)).toBeNull();
    // Stored afterwards under that token (a forged cookie cannot do this; it proves nothing was remembered).
    await createSession(
      db(),
      member.id,
      hashToken(unknown.cookies.get(SESSION_COOKIE)!),
      new Date(Date.now() + 60_000),
    );
    expect(await localAuth.currentUser(unknown, memo)).toMatchObject({ id: member.id });
  });

  it('admin rights are remembered, and taken away as soon as the removal is heard', async () => {
    const memo = await listeningMemo();
    const admin = await signedInAccount(db(), { admin: true });
    const ctx = await admin.context.getContext();
    const user = (await localAuth.currentUser(ctx))!;
    expect(await isAdmin(ctx, user, memo)).toBe(true);
    await db().delete(adminProfiles).where(eq(adminProfiles.email, admin.email));
    await memo.heard();
    expect(await isAdmin(ctx, user, memo)).toBe(false);
  });

  it("an action answers only after its change was heard: the member's next page stands suspended", async () => {
    // Announcements reach this instance 200 ms after their commit, as they might under load.
    const link = forwardedListener(database.handle.notifications);
    const memo = await listeningMemo(database.handle, link.hub);
    link.delayMs = 200;
    installSingleton(ACCESS_MEMO, memo);
    const admin = await signedInAccount(db(), { admin: true });
    const member = await signedInAccount(db(), { member: 'approved' });
    const memberCtx = await member.context.getContext();
    const user = (await localAuth.currentUser(memberCtx, memo))!;
    expect((await memberStandingOf(memberCtx, user, memo)).kind).toBe('approved');

    const result = await decideMember.run(
      formData({ memberId: member.memberId!, decision: 'suspended', note: 'Kršenje pravila zajednice.' }),
      admin.context.getContext,
    );
    expect(result).toMatchObject({ ok: true });
    // No waiting here: the action's answer already came after the announcement.
    expect((await memberStandingOf(memberCtx, user, memo)).kind).toBe('suspended');
    await link.hub.close();
  });

  it('while its listening connection is lost it remembers nothing, and remembers again once back', async () => {
    const link = forwardedListener(database.handle.notifications);
    const memo = await listeningMemo(database.handle, link.hub);
    const profile = counted(async () => 'profile');
    await memo.remember('k', profile.compute);
    await memo.remember('k', profile.compute);
    expect(profile.calls.count).toBe(1);

    link.down = true;
    link.lose(new Error('connection reset'));
    await memo.remember('k', profile.compute);
    await memo.remember('k', profile.compute);
    expect(profile.calls.count).toBe(3);

    link.down = false;
    await vi.waitFor(
      async () => {
        const before = profile.calls.count;
        await memo.remember('k', profile.compute);
        await memo.remember('k', profile.compute);
        expect(profile.calls.count).toBe(before + 1);
      },
      { timeout: 5_000, interval: 50 },
    );
    await link.hub.close();
  });

  it('a failed read is not remembered', async () => {
    const memo = await listeningMemo();
    let fail = true;
    const read = async () => {
      if (fail) throw new Error('database down');
      return 'answer';
    };
    await expect(memo.remember('failing', read)).rejects.toThrow('database down');
    fail = false;
    expect(await memo.remember('failing', read)).toBe('answer');
  });
});
