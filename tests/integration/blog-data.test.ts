import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { categoryCounts } from '@/lib/blog/posts';
import { buildRssFeed } from '@/lib/blog/rss';
import { blogSitemapEntries } from '@/lib/blog/sitemap';
import type { BlogPostSummary } from '@/lib/blog/types';
import { queryAvailableSlug, queryPublishedPost, queryPublishedPosts, querySearchPosts } from '@/lib/data/blog';
import { adjacentPosts, relatedPosts } from '@/lib/blog/posts';
import { blogPosts } from '@/lib/db/schema';
import { demoBlogPosts } from '@/lib/db/seed-blog';

import { BACKENDS, useTestDatabase } from './support/database';
import { firstOf } from '../support/first';

const SITE = { url: 'https://primer.rs', name: 'Preduzetnička mreža' };
const DAY = 24 * 60 * 60 * 1000;

/** A draft that matches every search below and sits in a category with published posts. */
const DRAFT = {
  title: 'Tajni nacrt o ćevapima i đevreku',
  slug: 'tajni-nacrt-o-cevapima',
  excerpt: 'Ovo niko ne sme da vidi.',
  category: 'Marketing & Prodaja',
  tags: ['marketing', 'tajna'],
  content: 'Nacrt: ćevapi, đevrek, marketing, startup, DOO.',
  published: false,
  featured: true,
  publishDate: new Date(Date.now() + DAY),
} satisfies typeof blogPosts.$inferInsert;

const EXTRA = [
  {
    title: 'Ćevapi kao poslovni model',
    slug: 'cevapi-kao-poslovni-model',
    excerpt: 'Kako je mala roštiljnica postala lanac.',
    category: 'Marketing & Prodaja',
    tags: ['prodaja', 'Đakovo'],
    content: 'Priča o porodičnom biznisu: 100% domaće meso i lojalni kupci.',
    published: true,
    publishDate: new Date(Date.now() - 40 * DAY),
  },
  {
    title: 'Treći tekst o prodaji',
    slug: 'treci-tekst-o-prodaji',
    category: 'Marketing & Prodaja',
    content: 'Kratko o cenama.',
    published: true,
    publishDate: new Date(Date.now() - 50 * DAY),
  },
  {
    title: 'Četvrti tekst o prodaji',
    slug: 'cetvrti-tekst-o-prodaji',
    category: 'Marketing & Prodaja',
    content: 'Još kraće.',
    published: true,
    publishDate: new Date(Date.now() - 60 * DAY),
  },
] satisfies (typeof blogPosts.$inferInsert)[];

describe.each(BACKENDS)('blog data on %s', (backend) => {
  const test = useTestDatabase(backend, { demoContent: true, admin: null });
  let published: BlogPostSummary[];

  beforeAll(async () => {
    await test.db.insert(blogPosts).values([DRAFT, ...EXTRA]);
    published = await queryPublishedPosts(test.db);
  });

  describe('seed', () => {
    it('seeds the five sample posts, published, one per named category, with images and tags', async () => {
      const seeded = demoBlogPosts(new Date());
      expect(seeded).toHaveLength(5);
      const rows = await test.db.select().from(blogPosts);
      for (const post of seeded) {
        const row = rows.find((candidate) => candidate.slug === post.slug);
        expect(row, post.slug).toBeDefined();
        expect(row?.published).toBe(true);
        expect(row?.headerImage).toMatch(/^\/images\/blog\/.+\.svg$/);
        expect(row?.tags.length).toBeGreaterThan(0);
      }
      expect(new Set(seeded.map((post) => post.category))).toEqual(
        new Set([
          'Preduzetništvo & Startup',
          'Tehnologija & Digitalizacija',
          'Finansiranje & Grantovi',
          'Marketing & Prodaja',
          'Pravni okvir & Regulativa',
        ]),
      );
    });

    it('has the DOO cost examples in the legal post', async () => {
      const post = await queryPublishedPost(test.db, 'osnivanje-doo-u-srbiji-koraci-troskovi-i-ceste-greske');
      expect(post?.category).toBe('Pravni okvir & Regulativa');
      expect(post?.html).toContain('100 RSD');
      expect(post?.html).toContain('760 RSD');
      expect(post?.html).toContain('7.600 RSD');
    });
  });

  describe('published list', () => {
    it('lists published posts only, newest first', () => {
      expect(published.map((post) => post.slug)).not.toContain(DRAFT.slug);
      expect(published).toHaveLength(5 + EXTRA.length);
      const dates = published.map((post) => post.publishDate);
      expect([...dates].sort().reverse()).toEqual(dates);
    });

    it('returns dates as ISO strings', () => {
      for (const post of published) expect(new Date(post.publishDate).toISOString()).toBe(post.publishDate);
    });
  });

  describe('search', () => {
    const slugsFor = async (query: string) => (await querySearchPosts(test.db, query)).map((post) => post.slug);

    it('ignores case and diacritics: "cevapi" and "CEVAPI" find "Ćevapi"', async () => {
      expect(await slugsFor('cevapi')).toEqual(['cevapi-kao-poslovni-model']);
      expect(await slugsFor('CEVAPI')).toEqual(['cevapi-kao-poslovni-model']);
      expect(await slugsFor('ćevapi')).toEqual(['cevapi-kao-poslovni-model']);
    });

    it('lets "dj" find "đ", in tags too', async () => {
      expect(await slugsFor('djakovo')).toEqual(['cevapi-kao-poslovni-model']);
      expect(await slugsFor('đakovo')).toEqual(['cevapi-kao-poslovni-model']);
    });

    it('searches title, excerpt, content and tags', async () => {
      expect(await slugsFor('poslovni model')).toContain('cevapi-kao-poslovni-model');
      expect(await slugsFor('roštiljnica')).toContain('cevapi-kao-poslovni-model');
      expect(await slugsFor('porodičnom biznisu')).toContain('cevapi-kao-poslovni-model');
      expect(await slugsFor('digitalizacija')).toContain(
        'digitalizacija-malog-biznisa-alati-koji-stede-sate-svake-nedelje',
      );
    });

    it('requires every word of the query', async () => {
      expect(await slugsFor('cevapi nepostojećareč')).toEqual([]);
    });

    it('matches % and _ literally', async () => {
      expect(await slugsFor('100%')).toEqual(['cevapi-kao-poslovni-model']);
      // As wildcards these would match "domaće" and "roštiljnica postala lanac".
      expect(await slugsFor('domaće')).toContain('cevapi-kao-poslovni-model');
      expect(await slugsFor('dom_će')).toEqual([]);
      expect(await slugsFor('roštiljnica%lanac')).toEqual([]);
    });

    it('returns nothing for a blank query', async () => {
      expect(await querySearchPosts(test.db, '   ')).toEqual([]);
    });
  });

  describe('post page', () => {
    it('renders a published post to sanitised HTML', async () => {
      const post = await queryPublishedPost(test.db, 'cevapi-kao-poslovni-model');
      expect(post?.title).toBe('Ćevapi kao poslovni model');
      expect(post?.html).toContain('<p>');
    });

    it('related: same category, without the post itself, newest first, at most 3', () => {
      const post = published.find(
        (candidate) => candidate.slug === 'prvih-sto-kupaca-praktican-plan-prodaje-za-male-timove',
      );
      expect(post).toBeDefined();
      const related = relatedPosts(published, post!, 3);
      expect(related.map((item) => item.slug)).toEqual([
        'cevapi-kao-poslovni-model',
        'treci-tekst-o-prodaji',
        'cetvrti-tekst-o-prodaji',
      ]);
      const fewer = relatedPosts(
        published,
        published.find((item) => item.slug === 'cevapi-kao-poslovni-model')!,
        3,
      );
      expect(fewer.map((item) => item.slug)).not.toContain('cevapi-kao-poslovni-model');
      expect(fewer).toHaveLength(3);
    });

    it('previous is the older post and next the newer one; the ends have none', () => {
      const [newest, , middle] = published.map((post) => post.slug);
      expect(adjacentPosts(published, middle ?? '')).toEqual({ previous: published[3], next: published[1] });
      expect(adjacentPosts(published, newest ?? '').next).toBeNull();
      expect(adjacentPosts(published, published.at(-1)!.slug).previous).toBeNull();
      expect(adjacentPosts(published, DRAFT.slug)).toEqual({ previous: null, next: null });
    });
  });

  describe('categories', () => {
    it('counts published posts per category, drafts excluded', () => {
      const counts = Object.fromEntries(categoryCounts(published).map(({ category, count }) => [category, count]));
      expect(counts).toEqual({
        'Preduzetništvo & Startup': 1,
        'Finansiranje & Grantovi': 1,
        'Pravni okvir & Regulativa': 1,
        'Marketing & Prodaja': 4,
        'Tehnologija & Digitalizacija': 1,
      });
    });
  });

  describe('drafts stay invisible', () => {
    it('in lists and the featured selection', () => {
      expect(published.some((post) => post.slug === DRAFT.slug)).toBe(false);
      expect(published.filter((post) => post.featured).map((post) => post.slug)).not.toContain(DRAFT.slug);
    });

    it('in search', async () => {
      for (const query of ['tajni nacrt', 'đevrek', 'tajna'])
        expect(await slugsOf(querySearchPosts(test.db, query))).not.toContain(DRAFT.slug);
    });

    it('in their category', () => {
      expect(published.filter((post) => post.category === DRAFT.category).map((post) => post.slug)).not.toContain(
        DRAFT.slug,
      );
    });

    it('by slug', async () => {
      expect(await queryPublishedPost(test.db, DRAFT.slug)).toBeNull();
      expect(await queryPublishedPost(test.db, 'ne-postoji')).toBeNull();
      expect(await queryPublishedPost(test.db, '../etc/passwd')).toBeNull();
    });

    it('in the RSS feed', () => {
      const feed = buildRssFeed(published, SITE);
      expect(feed).not.toContain(DRAFT.slug);
      expect(feed).not.toContain('Tajni nacrt');
      expect(feed).toContain(`${SITE.url}/blog/cevapi-kao-poslovni-model`);
    });

    it('in the sitemap', () => {
      const urls = blogSitemapEntries(published, SITE.url).map((entry) => entry.url);
      expect(urls).not.toContain(`${SITE.url}/blog/${DRAFT.slug}`);
      expect(urls).toContain(`${SITE.url}/blog/cevapi-kao-poslovni-model`);
    });

    it('and go public once published', async () => {
      await test.db.update(blogPosts).set({ published: true }).where(eq(blogPosts.slug, DRAFT.slug));
      expect((await queryPublishedPosts(test.db)).map((post) => post.slug)).toContain(DRAFT.slug);
      expect(await queryPublishedPost(test.db, DRAFT.slug)).not.toBeNull();
      await test.db.update(blogPosts).set({ published: false }).where(eq(blogPosts.slug, DRAFT.slug));
    });
  });

  describe('slugs', () => {
    it('suggests a free slug, counting drafts as taken', async () => {
      expect(await queryAvailableSlug(test.db, 'Tajni nacrt o ćevapima')).toBe('tajni-nacrt-o-cevapima-2');
      expect(await queryAvailableSlug(test.db, 'Sasvim nov naslov')).toBe('sasvim-nov-naslov');
    });

    it('keeps a post its own slug when it is the one being edited', async () => {
      const draft = firstOf(
        await test.db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, DRAFT.slug)),
      );
      expect(await queryAvailableSlug(test.db, 'Tajni nacrt o ćevapima', draft.id)).toBe('tajni-nacrt-o-cevapima');
    });
  });
});

async function slugsOf(posts: Promise<BlogPostSummary[]>): Promise<string[]> {
  return (await posts).map((post) => post.slug);
}
