import { describe, expect, it, vi } from 'vitest';

import { buildAnnouncementItems, type StoredAnnouncement } from '@/lib/content/announcements';
import { webPageJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

// The page's script comes from Next's compiler on a real page; these tests pass it in.
vi.mock('next/root-params', () => ({ script: async () => 'lat' }));

const announcement: StoredAnnouncement = {
  id: 'a1',
  title: 'Prijave za -{Startup Weekend}- su otvorene',
  content: 'Pridruži se ekipi iz -{Impact Hub}--a.',
  type: 'event',
  link: '/events',
  buttonText: 'Prijavi se',
  priority: 1,
  imageUrl: null,
  expiresAt: null,
  createdAt: '2026-11-01T00:00:00Z',
};
const featured = { title: 'Кад почети', slug: 'kad-poceti', excerpt: null, headerImage: null };
const now = new Date('2026-11-22T12:00:00Z');

describe('the home announcements in each script', () => {
  it('in Latin, shows the stored texts without their marks, as before', () => {
    const [item, post] = buildAnnouncementItems([announcement], [featured], now, 'lat');
    expect(item).toMatchObject({
      title: 'Prijave za Startup Weekend su otvorene',
      content: 'Pridruži se ekipi iz Impact Hub-a.',
      buttonText: 'Prijavi se',
      link: '/events',
    });
    expect(post?.buttonText).toBe('Pročitaj više');
    expect(buildAnnouncementItems([announcement], [], now)).toEqual(
      buildAnnouncementItems([announcement], [], now, 'lat'),
    );
  });

  it('in Cyrillic, converts them from the stored text and keeps the marked words; the post comes as its reader gave it', () => {
    const [item, post] = buildAnnouncementItems([announcement], [featured], now, 'cir');
    expect(item).toMatchObject({
      title: 'Пријаве за Startup Weekend су отворене',
      content: 'Придружи се екипи из Impact Hub-а.',
      buttonText: 'Пријави се',
      type: 'event',
      link: '/events',
    });
    expect(post).toMatchObject({ title: 'Кад почети', buttonText: 'Прочитај више', link: '/blog/kad-poceti' });
  });
});

const seo = {
  title: 'O nama',
  description: 'Priča o zajednici i -{Wild Mixer}- večerima.',
  keywords: ['o nama', 'mentorstvo'],
  path: '/about',
};

describe('a page’s metadata and JSON-LD in each script', () => {
  it('in Latin, is the page’s texts as typed and its own address', () => {
    const metadata = pageMetadata(seo);
    expect(metadata.title).toBe('O nama');
    expect(metadata.description).toBe('Priča o zajednici i Wild Mixer večerima.');
    expect(metadata.keywords).toEqual(['o nama', 'mentorstvo']);
    expect(String(metadata.alternates?.canonical)).toMatch(/[^/]\/about$/);
    expect(metadata).toEqual(pageMetadata(seo, 'lat'));
    expect(webPageJsonLd('AboutPage', seo)).toMatchObject({ name: 'O nama', inLanguage: 'sr-Latn-RS' });
  });

  it('in Cyrillic, is the texts and the site name in Cyrillic at the /cir address', () => {
    const metadata = pageMetadata(seo, 'cir');
    expect(metadata.title).toBe('О нама');
    expect(metadata.description).toBe('Прича о заједници и Wild Mixer вечерима.');
    expect(metadata.keywords).toEqual(['о нама', 'менторство']);
    expect(String(metadata.alternates?.canonical)).toMatch(/\/cir\/about$/);
    expect(metadata.openGraph?.siteName).not.toMatch(/[A-Za-zčćđšž]/);
    // The card's texts come from Open Graph (Next fills them), so they cannot go out of step.
    expect(metadata.twitter).toEqual({ card: 'summary_large_image' });
    expect(pageMetadata({ ...seo, path: '/' }, 'cir').alternates?.canonical).toMatch(/\/cir$/);

    const jsonLd = webPageJsonLd('AboutPage', seo, 'cir');
    expect(jsonLd).toMatchObject({ name: 'О нама', inLanguage: 'sr-Cyrl-RS' });
    expect(String(jsonLd.url)).toMatch(/\/cir\/about$/);
  });

  it('names the page’s address in each script as its hreflang alternates, from either script', () => {
    for (const script of ['lat', 'cir'] as const) {
      const languages = pageMetadata(seo, script).alternates?.languages as Record<string, string>;
      expect(Object.keys(languages)).toEqual(['sr-Latn', 'sr-Cyrl']);
      expect(languages['sr-Latn']).toMatch(/[^r]\/about$/);
      expect(languages['sr-Cyrl']).toMatch(/\/cir\/about$/);
    }
    // A page whose callers give the path in its script already (the blog's).
    expect(pageMetadata({ ...seo, path: '/cir/blog' }).alternates).toMatchObject({
      canonical: expect.stringMatching(/\/cir\/blog$/),
      languages: { 'sr-Latn': expect.stringMatching(/[^r]\/blog$/) },
    });
  });
});
