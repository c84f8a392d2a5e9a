import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { markConversationRead, sendMessage } from '@/lib/actions/member-messages';
import { mergeThread, type LiveThreadMessage, type ThreadMessage } from '@/lib/members/message-thread';
import { LiveMessages, openLiveMessageStream, type StreamStart } from '@/lib/members/live-messages';

import { formData } from './forms-support';
import { signedInAccount, type TestAccount } from './support/accounts';
import { BACKENDS, NO_SEED, useTestDatabase } from './support/database';

type LiveEvent =
  { event: 'message'; id: string; data: LiveThreadMessage } | { event: 'unread'; data: { count: number } };

/** A member's open stream, parsed as EventSource would, with helpers to wait for what arrives. */
function listen(live: LiveMessages, member: TestAccount, start: Partial<StreamStart> = {}) {
  const abort = new AbortController();
  const events: LiveEvent[] = [];
  let ended = false;
  const reader = openLiveMessageStream(
    live,
    member.memberId!,
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
  })();

  const messages = () => events.flatMap((event) => (event.event === 'message' ? [event.data] : []));
  return {
    events,
    messages,
    get ended() {
      return ended;
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
