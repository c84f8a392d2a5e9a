import { describe, expect, it } from 'vitest';

import { ANNOUNCEMENT_TYPES } from '@/lib/domain/enums';
import {
  announcementSchema,
  announcementTypeLabel,
  isAnnouncementLink,
  parsePriority,
} from '@/lib/validation/admin-announcements';

describe('announcement priority (spec §5, §9: 1–5, non-numeric → 1)', () => {
  it.each([
    ['3', 3],
    ['1', 1],
    ['5', 5],
    ['abc', 1],
    ['', 1],
    [undefined, 1],
    ['9', 5],
    ['0', 1],
    ['-2', 1],
    ['2.7', 2],
    [' 4 ', 4],
  ])('%j → %i', (value, expected) => {
    expect(parsePriority(value)).toBe(expected);
  });
});

describe('announcement link (spec §5: a path or a full URL)', () => {
  it.each(['', '/events', '/blog/moj-post?x=1', 'https://lu.ma/abc', 'http://primer.rs'])('accepts %j', (value) => {
    expect(isAnnouncementLink(value)).toBe(true);
  });

  it.each(['//zlo.example', 'javascript:alert(1)', 'events', 'ftp://x.rs', '/a b', 'data:text/html,x'])(
    'refuses %j',
    (value) => {
      expect(isAnnouncementLink(value)).toBe(false);
    },
  );
});

describe('announcement form values', () => {
  it('defaults to an active announcement of priority 1 with no expiry', () => {
    expect(announcementSchema.safeParse({ title: 'Novo', isActive: 'on' }).data).toMatchObject({
      type: 'announcement',
      isActive: true,
      priority: 1,
      expiresAt: null,
      link: '',
    });
  });

  it('reads the expiry as an ISO instant and refuses garbage', () => {
    expect(announcementSchema.safeParse({ title: 'A', expiresAt: '2026-12-01T10:00:00.000Z' }).data?.expiresAt).toEqual(
      new Date('2026-12-01T10:00:00.000Z'),
    );
    expect(announcementSchema.safeParse({ title: 'A', expiresAt: 'sutra' }).error?.issues[0]?.message).toBe(
      'Datum isteka nije ispravan',
    );
  });

  it('requires a title', () => {
    expect(announcementSchema.safeParse({ title: ' ' }).error?.issues[0]?.message).toBe('Naslov je obavezan');
  });
});

describe('announcement type labels (the admin list and form never show a stored English value)', () => {
  it.each([
    ['announcement', 'Obaveštenje'],
    ['event', 'Događaj'],
    ['blog', 'Blog'],
    ['other', 'Ostalo'],
  ])('%s → %s', (type, label) => {
    expect(announcementTypeLabel(type)).toBe(label);
  });

  it('names every type the table accepts', () => {
    for (const type of ANNOUNCEMENT_TYPES) expect(announcementTypeLabel(type)).not.toBe(type);
  });
});
