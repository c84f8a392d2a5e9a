import { describe, expect, it } from 'vitest';

import { DEMO_ANNOUNCEMENTS, demoEvents } from '@/lib/db/seed';

/** A spread of start-up moments, including the days right around both predefined events. */
const MOMENTS = [
  '2026-01-01T00:00:00Z',
  '2026-04-10T12:00:00Z',
  '2026-04-16T20:00:00Z',
  '2026-04-17T16:00:00Z',
  '2026-04-18T09:00:00Z',
  '2026-05-20T12:00:00Z',
  '2026-05-23T12:00:00Z',
  '2026-12-31T23:59:59Z',
  '2028-02-29T12:00:00Z',
];

describe.each(MOMENTS)('demoEvents(%s)', (moment) => {
  const now = new Date(moment);
  const list = demoEvents(now);
  const byKey = (key: string) => list.find((event) => event.eventKey === key);

  it('includes the predefined events wild-mixer-april and startup-workshop-maj', () => {
    expect(byKey('wild-mixer-april')).toBeDefined();
    expect(byKey('startup-workshop-maj')).toBeDefined();
  });

  it('puts both predefined events in the future', () => {
    for (const key of ['wild-mixer-april', 'startup-workshop-maj']) {
      expect(byKey(key)!.eventDate.getTime(), key).toBeGreaterThan(now.getTime());
    }
  });

  it('keeps the April event in April and the May event in May', () => {
    expect(byKey('wild-mixer-april')!.eventDate.getUTCMonth()).toBe(3);
    expect(byKey('startup-workshop-maj')!.eventDate.getUTCMonth()).toBe(4);
  });

  it('has at least two past events, so the archive is not empty', () => {
    expect(list.filter((event) => event.eventDate.getTime() < now.getTime()).length).toBeGreaterThanOrEqual(2);
  });

  it('gives every event a title, a description and a location', () => {
    for (const event of list) {
      expect(event.title.trim()).not.toBe('');
      expect(event.shortDescription?.trim()).toBeTruthy();
      expect(event.location?.trim()).toBeTruthy();
    }
  });

  it('never seeds more participants than places', () => {
    for (const event of list) {
      if (event.maxParticipants != null && event.currentParticipants != null) {
        expect(event.currentParticipants).toBeLessThanOrEqual(event.maxParticipants);
      }
    }
  });
});

describe('demo event keys', () => {
  it('are unique (events.event_key is unique)', () => {
    const keys = demoEvents(new Date('2026-03-01T00:00:00Z'))
      .map((event) => event.eventKey)
      .filter((key): key is string => typeof key === 'string');
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('DEMO_ANNOUNCEMENTS', () => {
  it('keep priorities within 1..5 (the check constraint)', () => {
    expect(DEMO_ANNOUNCEMENTS.length).toBeGreaterThan(0);
    for (const item of DEMO_ANNOUNCEMENTS) {
      expect(item.priority).toBeGreaterThanOrEqual(1);
      expect(item.priority).toBeLessThanOrEqual(5);
    }
  });
});
