import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { decideMember } from '@/lib/actions/admin-members';
import { changePassword, signOut } from '@/lib/actions/auth';
import { deleteMemberAccount } from '@/lib/actions/members';
import { resetPassword, sendPasswordResetLink } from '@/lib/actions/password-reset';
import { memoryCookieJar } from '@/lib/auth/context';
import { hashPassword } from '@/lib/security/password';
import { createSession, hashToken, newToken, updateAccountPassword } from '@/lib/data/accounts';
import { appSessions } from '@/lib/db/schema';
import { DELETE_CONFIRMATION_WORD } from '@/lib/validation/members';

import { markConversationRead, sendMessage } from '@/lib/actions/member-messages';
import { SESSION_COOKIE } from '@/lib/auth/session-cookie';
import { localStreamAccess } from '@/lib/auth/stream-access';
import { mergeThread, type LiveThreadMessage, type ThreadMessage } from '@/lib/members/message-thread';
import { LiveMessages, openLiveMessageStream, type StreamStart } from '@/lib/members/live-messages';

import { formData, testContext } from './forms-support';
import { anonymousContext, signedInAccount, type TestAccount } from './support/accounts';
import { BACKENDS, NO_SEED, useTestDatabase } from './support/database';
import { passwordResetLinkFor } from './support/mail';
import { forwardedListener } from './support/notifications';

type LiveEvent =
  { event: 'message'; id: string; data: LiveThreadMessage } | { event: 'unread'; data: { count: number } };

/**
 * A member's open stream, parsed as EventSource would, with helpers to wait for what arrives. It
 * belongs to the member's session (`sessionToken`: another session of theirs).
 */
function listen(
  live: LiveMessages,
  member: TestAccount,
  start: Partial<StreamStart> = {},
  sessionToken: string = member.context.cookies.get(SESSION_COOKIE)!,
) {
  const abort = new AbortController();
  const events: LiveEvent[] = [];
  let ended = false;
  let endedAt = 0;
  const reader = openLiveMessageStream(
    live,
    member.memberId!,
    localStreamAccess(live.db, sessionToken),
    { lastEventId: null, since: null, ...start },
    abort.signal,
  ).getReader();
  const decoder = new TextDecoder();
  void (async () => {
    let buffer = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const fields = Object.fromEntries(
          block
            .split('\n')
            .filter((line) => line && !line.startsWith(':'))
            .map((line): [string, string] => [
              line.slice(0, line.indexOf(':')),
              line.slice(line.indexOf(':') + 1).trimStart(),
            ]),
        );
        const { event, id = '', data = 'null' } = fields;
        if (event === 'message') events.push({ event: 'message', id, data: JSON.parse(data) as LiveThreadMessage });
        if (event === 'unread') events.push({ event: 'unread', data: JSON.parse(data) as { count: number } });
      }
    }
    ended = true;
    endedAt = Date.now();
  })();

  const messages = () => events.flatMap((event) => (event.event === 'message' ? [event.data] : []));
  return {
    events,
    messages,
    get ended() {
      return ended;
    },
    /** When the stream ended (Date.now()), 0 while open. */
    get endedAt() {
      return endedAt;
    },
    /** The last message id seen: what EventSource sends as Last-Event-ID when it reconnects. */
    lastEventId: () => messages().at(-1)?.id ?? null,
    async until(check: () => boolean, what: string) {
      const deadline = Date.now() + 5_000;
      while (!check()) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(events)}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    unread: () => events.flatMap((event) => (event.event === 'unread' ? [event.data.count] : [])).at(-1),
    close: () => abort.abort(),
  };
}

describe.each(BACKENDS)('live messages on %s (LISTEN/NOTIFY → Server-Sent Events)', (backend) => {
  const database = useTestDatabase(backend, NO_SEED);
  let live: LiveMessages;

  beforeAll(async () => {
    live = new LiveMessages(database.db, database.handle.notifications);
  });

  const member = () => signedInAccount(database.db, { member: 'approved' });
  const send = async (from: TestAccount, to: TestAccount, text: string) => {
    const result = await sendMessage.run(formData({ to: to.memberId!, text, __js: '1' }), from.context.getContext);
    expect(result.ok).toBe(true);
    return (result as { data: { id: string } }).data.id;
  };

  it('delivers each message to both sides at once, in order, with the unread total of the recipient', async () => {
    const ana = await member();
    const boris = await member();
    const borisStream = listen(live, boris);
    const anaStream = listen(live, ana);
    await borisStream.until(() => borisStream.unread() === 0, 'the first unread total');
    await anaStream.until(() => anaStream.unread() === 0, 'the first unread total');

    const ids: string[] = [];
    for (const text of ['Prva', 'Druga', 'Treća']) ids.push(await send(ana, boris, text));
    await borisStream.until(() => borisStream.messages().length === 3 && borisStream.unread() === 3, 'three messages');
    expect(borisStream.messages()).toEqual(
      ['Prva', 'Druga', 'Treća'].map((text, index) =>
        expect.objectContaining({ id: ids[index], text, mine: false, partnerId: ana.memberId }),
      ),
    );
    await anaStream.until(() => anaStream.messages().length === 3, 'her own three messages');
    expect(anaStream.messages().map((message) => [message.id, message.mine, message.partnerId])).toEqual(
      ids.map((id) => [id, true, boris.memberId]),
    );
    // Ana has nothing unread: her stream's total never moved.
    expect(anaStream.unread()).toBe(0);

    // Marking read (a POST) reaches the reader's badge.
    await markConversationRead.run(formData({ memberId: ana.memberId!, __js: '1' }), boris.context.getContext);
    await borisStream.until(() => borisStream.unread() === 0, 'the unread total after marking read');

    // A third member's stream hears nothing of it.
    const eve = await member();
    const eveStream = listen(live, eve);
    await eveStream.until(() => eveStream.unread() === 0, 'the first unread total');
    await send(ana, boris, 'Četvrta');
    await borisStream.until(() => borisStream.messages().length === 4, 'the fourth message');
    expect(eveStream.messages()).toEqual([]);
    for (const stream of [anaStream, borisStream, eveStream]) stream.close();
    await borisStream.until(() => borisStream.ended, 'the stream to end');
  });

  it('a reconnect with the last seen id sends what was missed: no message lost, none shown twice, order kept', async () => {
    const ana = await member();
    const boris = await member();
    const first = listen(live, boris);
    await first.until(() => first.unread() === 0, 'the first unread total');
    await send(ana, boris, 'Pre prekida');
    await first.until(() => first.messages().length === 1, 'the first message');
    let thread: ThreadMessage[] = mergeThread([], first.messages());

    // The connection drops; two messages are written meanwhile.
    first.close();
    await first.until(() => first.ended, 'the stream to end');
    await send(ana, boris, 'Tokom prekida 1');
    await send(boris, ana, 'Tokom prekida 2');

    const second = listen(live, boris, { lastEventId: first.lastEventId() });
    await second.until(() => second.unread() === 2, 'the catch-up');
    thread = mergeThread(thread, second.messages());
    await send(ana, boris, 'Posle prekida');
    await second.until(() => second.messages().some((message) => message.text === 'Posle prekida'), 'a live message');
    thread = mergeThread(thread, second.messages());
    expect(thread.map((message) => message.text)).toEqual([
      'Pre prekida',
      'Tokom prekida 1',
      'Tokom prekida 2',
      'Posle prekida',
    ]);
    // The stream itself sends each id once.
    const ids = second.messages().map((message) => message.id);
    expect(new Set(ids).size).toBe(ids.length);
    second.close();
  });

  it("a first connection catches up from the page's render time; someone else's message id gives no catch-up", async () => {
    const ana = await member();
    const boris = await member();
    const rendered = new Date().toISOString();
    await send(ana, boris, 'Između prikaza i veze');
    const stream = listen(live, boris, { since: rendered });
    await stream.until(() => stream.unread() === 1, 'the catch-up');
    expect(stream.messages().map((message) => message.text)).toEqual(['Između prikaza i veze']);
    stream.close();

    const eve = await member();
    const other = listen(live, eve, { lastEventId: stream.lastEventId() });
    await other.until(() => other.unread() === 0, 'the first unread total');
    expect(other.messages()).toEqual([]);
    other.close();
  });

  it.runIf(backend === 'postgres')(
    'when the listening connection is lost, open streams close (browsers reconnect and catch up) and it listens again',
    async () => {
      const ana = await member();
      const boris = await member();
      const stream = listen(live, boris);
      await stream.until(() => stream.unread() === 0, 'the first unread total');
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen%'`,
      );
      await stream.until(() => stream.ended, 'the stream to close');
      await send(ana, boris, 'Dok se veza obnavlja');

      const again = listen(live, boris, {
        lastEventId: null,
        since: new Date(Date.now() - 5_000).toISOString(),
      });
      await again.until(() => again.messages().length === 1, 'the catch-up');
      await send(ana, boris, 'Uživo posle obnove');
      await again.until(() => again.messages().length === 2, 'a live message on the new listener');
      again.close();
    },
  );
});

/**
 * Issue 48: a stream lives no longer than its session and the member's right to read. Each way a
 * session ends closes its open streams within a second, on this instance and on another one (a
 * second LiveMessages over its own listener), while a stream of a session that goes on stays open.
 */
describe.each(BACKENDS)('live streams close when their session ends, on %s', (backend) => {
  const database = useTestDatabase(backend, NO_SEED);
  let live: LiveMessages;
  let other: LiveMessages;
  let otherListener: ReturnType<typeof forwardedListener>;

  beforeAll(async () => {
    live = new LiveMessages(database.db, database.handle.notifications);
    otherListener = forwardedListener(database.handle.notifications);
    other = new LiveMessages(database.db, otherListener.hub);
  });
  afterAll(async () => {
    await otherListener.hub.close();
  });

  const CLOSE_WITHIN_MS = 1_000;
  const member = () => signedInAccount(database.db, { member: 'approved' });
  /** A second session of the same account (another device), and a context that carries it. */
  const secondSession = async (account: TestAccount) => {
    const token = newToken();
    await createSession(database.db, account.id, hashToken(token), new Date(Date.now() + 86_400_000));
    return { token, context: testContext(database.db, { cookies: memoryCookieJar({ [SESSION_COOKIE]: token }) }) };
  };
  const opened = async (stream: ReturnType<typeof listen>) => {
    await stream.until(() => stream.unread() === 0, 'the stream to open');
    return stream;
  };
  /** The stream ends within CLOSE_WITHIN_MS of `since`. */
  const closesSoon = async (stream: ReturnType<typeof listen>, since: number) => {
    await stream.until(() => stream.ended, 'the stream to close');
    expect(stream.endedAt - since).toBeLessThan(CLOSE_WITHIN_MS);
  };
  /** Still open a while after the change: a round of checks has run and spared it. */
  const staysOpen = async (...streams: ReturnType<typeof listen>[]) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await live.recheck();
    await other.recheck();
    for (const stream of streams) expect(stream.ended).toBe(false);
  };

  it("sign-out: the session's streams close here and on another instance; the same member's other session stays", async () => {
    const ana = await member();
    const phone = await secondSession(ana);
    const here = await opened(listen(live, ana));
    const there = await opened(listen(other, ana));
    const onPhone = await opened(listen(live, ana, {}, phone.token));

    const result = await signOut.run(formData({ next: '/', __js: '1' }), ana.context.getContext);
    expect(result.ok).toBe(true);
    const since = Date.now();
    await closesSoon(here, since);
    await closesSoon(there, since);
    await staysOpen(onPhone);
    onPhone.close();
  });

  it("password change: every other session's streams close; the session that changed it stays", async () => {
    const ana = await member();
    await updateAccountPassword(database.db, ana.id, await hashPassword('stara-lozinka-1'), new Date());
    const phone = await secondSession(ana);
    const current = await opened(listen(live, ana));
    const onPhone = await opened(listen(live, ana, {}, phone.token));
    const onPhoneElsewhere = await opened(listen(other, ana, {}, phone.token));

    const result = await changePassword.run(
      formData({
        currentPassword: 'stara-lozinka-1',
        newPassword: 'nova-lozinka-22',
        confirmPassword: 'nova-lozinka-22',
        __js: '1',
      }),
      ana.context.getContext,
    );
    expect(result.ok).toBe(true);
    const since = Date.now();
    await closesSoon(onPhone, since);
    await closesSoon(onPhoneElsewhere, since);
    await staysOpen(current);
    current.close();
  });

  it("password reset: every session's streams close; another member's stream stays", async () => {
    const ana = await member();
    const boris = await member();
    const phone = await secondSession(ana);
    const laptop = await opened(listen(live, ana));
    const onPhone = await opened(listen(other, ana, {}, phone.token));
    const borisStream = await opened(listen(live, boris));

    const visitor = anonymousContext(database.db);
    const asked = await sendPasswordResetLink.run(
      formData({ email: ana.email, area: 'members', __js: '1' }),
      visitor.getContext,
    );
    expect(asked.ok).toBe(true);
    const link = await passwordResetLinkFor(database.db, ana.email);
    const result = await resetPassword.run(
      formData({
        token: link!.searchParams.get('token')!,
        password: 'posle-resetovanja-1',
        confirmPassword: 'posle-resetovanja-1',
        area: 'members',
        __js: '1',
      }),
      visitor.getContext,
    );
    expect(result.ok).toBe(true);
    const since = Date.now();
    await closesSoon(laptop, since);
    await closesSoon(onPhone, since);
    expect(await database.db.select().from(appSessions).where(eq(appSessions.userId, ana.id))).toEqual([]);
    await staysOpen(borisStream);
    borisStream.close();
  });

  it("suspension: the member's streams close on every instance although the session lives on; another member's stays", async () => {
    const admin = await signedInAccount(database.db, { admin: true });
    const ana = await member();
    const boris = await member();
    const here = await opened(listen(live, ana));
    const there = await opened(listen(other, ana));
    const borisStream = await opened(listen(other, boris));

    const result = await decideMember.run(
      formData({ memberId: ana.memberId!, decision: 'suspended', note: 'Kršenje pravila zajednice.', __js: '1' }),
      admin.context.getContext,
    );
    expect(result.ok).toBe(true);
    const since = Date.now();
    await closesSoon(here, since);
    await closesSoon(there, since);
    expect(await database.db.select().from(appSessions).where(eq(appSessions.userId, ana.id))).toHaveLength(1);
    await staysOpen(borisStream);
    borisStream.close();
  });

  it("account deletion: the member's streams close; another member's stays", async () => {
    const ana = await member();
    const boris = await member();
    const phone = await secondSession(ana);
    const here = await opened(listen(live, ana));
    const onPhone = await opened(listen(other, ana, {}, phone.token));
    const borisStream = await opened(listen(live, boris));

    const result = await deleteMemberAccount.run(
      formData({ confirmation: DELETE_CONFIRMATION_WORD, __js: '1' }),
      ana.context.getContext,
    );
    expect(result.ok).toBe(true);
    const since = Date.now();
    await closesSoon(here, since);
    await closesSoon(onPhone, since);
    await staysOpen(borisStream);
    borisStream.close();
  });

  it('a stream whose session ended before it was registered closes at once (its own first check)', async () => {
    const ana = await member();
    const token = ana.context.cookies.get(SESSION_COOKIE)!;
    await database.db.delete(appSessions).where(eq(appSessions.tokenHash, hashToken(token)));
    const stream = listen(live, ana);
    await stream.until(() => stream.ended, 'the stream to close');
  });
});
