import { describe, expect, it } from 'vitest';

import { eventJsonLd, eventsPageJsonLd } from '@/lib/seo/json-ld';

const event = {
  title: 'Wild Mixer #12',
  shortDescription: 'Networking veče za osnivače.',
  description: 'Networking veče za osnivače. Program: tri govornika, pitch i druženje do ponoći.',
  eventDate: '2026-12-10T18:00:00.000Z',
  location: 'Beograd, Impact Hub',
  imageUrl: '/images/events/mixer.webp',
};
const page = { title: 'Događaji', description: 'Predstojeći događaji.', path: '/events' };

describe('the events’ structured data', () => {
  it('on /events, describes each event as its card does: the short description, not the whole text', () => {
    const jsonLd = eventsPageJsonLd(page, [event, { ...event, title: 'Radionica', shortDescription: null }]);
    const items = (jsonLd.mainEntity as { itemListElement: { position: number; item: Record<string, unknown> }[] })
      .itemListElement;
    expect(items.map((entry) => entry.position)).toEqual([1, 2]);
    expect(items[0]!.item).toMatchObject({
      '@type': 'Event',
      name: 'Wild Mixer #12',
      description: 'Networking veče za osnivače.',
      startDate: '2026-12-10T18:00:00.000Z',
      location: { '@type': 'Place', name: 'Beograd, Impact Hub' },
    });
    expect(items[1]!.item.description).toBeUndefined();
    expect(JSON.stringify(jsonLd)).not.toContain('tri govornika');
  });

  it('on an event’s own registration page, carries its whole description', () => {
    expect(eventJsonLd(event).description).toBe(event.description);
  });
});
