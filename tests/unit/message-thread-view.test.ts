import { describe, expect, it } from 'vitest';

import {
  messageReportPath,
  messagesHref,
  mergeThreadView,
  threadPath,
  withLiveMessage,
  type ThreadMessage,
  type ThreadView,
} from '@/lib/members/message-thread';

/** Message k of a thread, one a minute; ids sort like the times. */
const message = (k: number): ThreadMessage => ({
  id: `00000000-0000-4000-8000-${String(k).padStart(12, '0')}`,
  mine: k % 2 === 0,
  text: `Poruka ${k}`,
  createdAt: new Date(Date.UTC(2026, 10, 1, 8, k)).toISOString(),
});
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => message(from + i));

describe('an open thread, page by page', () => {
  const newest: ThreadView = { messages: range(80, 130), olderThan: message(80).id, reachesNewest: true };

  it("'Starije poruke' adds the older page above the newest, each message once, and moves the cursor back", () => {
    const older: ThreadView = { messages: range(30, 80), olderThan: message(30).id, reachesNewest: false };
    const both = mergeThreadView(newest, older);
    expect(both.messages).toEqual(range(30, 130));
    expect(both.olderThan).toBe(message(30).id);
    expect(both.reachesNewest).toBe(true);

    const oldest: ThreadView = { messages: range(0, 30), olderThan: null, reachesNewest: false };
    const all = mergeThreadView(both, oldest);
    expect(all.messages).toEqual(range(0, 130));
    expect(all.olderThan).toBeNull();
  });

  it('a refresh of the newest page (a new message among them) keeps the older pages and their cursor', () => {
    const shown = mergeThreadView(newest, { messages: range(30, 80), olderThan: message(30).id, reachesNewest: false });
    const refreshed = mergeThreadView(shown, {
      messages: range(81, 131),
      olderThan: message(81).id,
      reachesNewest: true,
    });
    expect(refreshed.messages).toEqual(range(30, 131));
    expect(refreshed.olderThan).toBe(message(30).id);
    // The same page again changes nothing.
    expect(mergeThreadView(refreshed, { ...newest }).messages).toEqual(range(30, 131));
  });

  it('an older page opened by its address does not reach the newest until the newest are shown', () => {
    const window: ThreadView = { messages: range(30, 80), olderThan: message(30).id, reachesNewest: false };
    expect(mergeThreadView(window, { ...window, messages: [...window.messages] }).reachesNewest).toBe(false);
  });
});

describe('a live message in an open thread', () => {
  const newest: ThreadView = { messages: range(80, 130), olderThan: message(80).id, reachesNewest: true };

  it('a new one is added below the newest, once', () => {
    const withNew = withLiveMessage(newest, message(130));
    expect(withNew.messages).toEqual(range(80, 131));
    expect(withLiveMessage(withNew, message(130))).toBe(withNew);
  });

  it("the catch-up's older ones stay behind 'Starije poruke' (no message above a gap)", () => {
    expect(withLiveMessage(newest, message(79))).toBe(newest);
    // Between the shown ones it is a message the page missed: it joins in order.
    const gap: ThreadView = { ...newest, messages: newest.messages.filter((m) => m.id !== message(100).id) };
    expect(withLiveMessage(gap, message(100)).messages).toEqual(range(80, 130));
  });

  it('a whole thread on one page takes every message; an older page by its address none', () => {
    const whole: ThreadView = { messages: range(10, 20), olderThan: null, reachesNewest: true };
    expect(withLiveMessage(whole, message(9)).messages).toEqual(range(9, 20));
    const older: ThreadView = { messages: range(30, 80), olderThan: message(30).id, reachesNewest: false };
    expect(withLiveMessage(older, message(130))).toBe(older);
  });
});

describe('the messages page addresses', () => {
  const to = '11111111-1111-4111-8111-111111111111';
  const id = '22222222-2222-4222-8222-222222222222';

  it('keep the open conversation, the list page and the older messages, page 1 left out', () => {
    expect(threadPath(to)).toBe(`/members/messages?to=${to}`);
    expect(messagesHref({ to, page: 1 })).toBe(`/members/messages?to=${to}`);
    expect(messagesHref({ to, page: 3 })).toBe(`/members/messages?to=${to}&strana=3`);
    expect(messagesHref({ page: 2 })).toBe('/members/messages?strana=2');
    expect(messagesHref({})).toBe('/members/messages');
    expect(messagesHref({ to, page: 2, olderThan: id })).toBe(`/members/messages?to=${to}&strana=2&starije=${id}`);
    // Older messages belong to a thread: without one they are left out.
    expect(messagesHref({ olderThan: id })).toBe('/members/messages');
  });

  it("a report's address keeps the view it is opened from", () => {
    expect(messageReportPath(to, id)).toBe(`/members/messages?to=${to}&report=${id}`);
    expect(messageReportPath(to, id, { page: 2, olderThan: id })).toBe(
      `/members/messages?to=${to}&strana=2&starije=${id}&report=${id}`,
    );
  });
});
