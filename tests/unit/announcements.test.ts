import { describe, expect, it } from 'vitest';

import { buildAnnouncementItems, type StoredAnnouncement } from '@/lib/content/announcements';

const stored = (
  id: string,
  priority: number,
  createdAt: string,
  expiresAt: string | null = null,
): StoredAnnouncement => ({
  id,
  title: id,
  content: null,
  type: 'announcement',
  link: null,
  buttonText: null,
  priority,
  imageUrl: null,
  expiresAt,
  createdAt,
});

const post = (slug: string) => ({ title: slug, slug, excerpt: `o ${slug}`, headerImage: null });
const now = new Date('2026-11-22T12:00:00Z');

describe('home announcements', () => {
  it('orders by priority descending, then newest first', () => {
    const items = buildAnnouncementItems(
      [
        stored('low', 1, '2026-11-20T00:00:00Z'),
        stored('high-old', 5, '2026-10-01T00:00:00Z'),
        stored('high-new', 5, '2026-11-01T00:00:00Z'),
      ],
      [],
      now,
    );
    expect(items.map((item) => item.id)).toEqual(['high-new', 'high-old', 'low']);
  });

  it('drops announcements whose expiry has passed and keeps those without one', () => {
    const items = buildAnnouncementItems(
      [
        stored('expired', 5, '2026-11-01T00:00:00Z', '2026-11-21T00:00:00Z'),
        stored('future', 3, '2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z'),
        stored('forever', 1, '2026-11-01T00:00:00Z'),
      ],
      [],
      now,
    );
    expect(items.map((item) => item.id)).toEqual(['future', 'forever']);
  });

  it('appends at most two featured posts after every announcement, linking to the post with "Pročitaj više"', () => {
    const items = buildAnnouncementItems(
      [stored('a', 1, '2026-11-01T00:00:00Z')],
      [post('prvi'), post('drugi'), post('treci')],
      now,
    );
    expect(items.map((item) => item.id)).toEqual(['a', 'post-prvi', 'post-drugi']);
    expect(items[1]).toMatchObject({ priority: 0, link: '/blog/prvi', buttonText: 'Pročitaj više', content: 'o prvi' });
  });
});
