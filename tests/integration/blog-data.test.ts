import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { BLOG_PAGE_SIZE } from '@/lib/blog/posts';
import { buildRssFeed, RSS_ITEM_LIMIT } from '@/lib/blog/rss';
import type { BlogPostSummary } from '@/lib/blog/types';
import {
  categoriesOf,
  queryAdjacentPosts,
  queryAvailableSlug,
  queryBlogStats,
  queryNewestPosts,
  queryPublishedPost,
  queryPublishedPostPage,
  queryPublishedSlugs,
  queryRelatedPosts,
  querySearchPosts,
  querySitemapPosts,
} from '@/lib/data/blog';
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

/** 26 posts of one category, a day apart (older than every other post): pages of 12, 12 and 2. */
const PAGED = Array.from({ length: 26 }, (_, index) => ({
  title: `Straničenje, deo ${index + 1}`,
  slug: `stranicenje-deo-${index + 1}`,
  category: 'Razvoj karijere',
  content: `Tekst broj ${index + 1} o straničenju.`,
  published: true,
  publishDate: new Date(Date.now() - (100 + index) * DAY),
})) satisfies (typeof blogPosts.$inferInsert)[];

/** Two posts at the very same instant (published and created): the slug orders them. */
const SAME_INSTANT = new Date(Date.now() - 70 * DAY);
const TIED = ['isti-trenutak-b', 'isti-trenutak-a'].map((slug) => ({
  title: `Isti trenutak ${slug.at(-1)}`,
  slug,
  category: 'Resursi & Alati',
  content: 'Kratko: Đorđe i Марко pišu o alatima.',
  published: true,
  publishDate: SAME_INSTANT,
  createdAt: SAME_INSTANT,
})) satisfies (typeof blogPosts.$inferInsert)[];

describe.each(BACKENDS)('blog data on %s', (backend) => {
  const test = useTestDatabase(backend, { demoContent: true, admin: null });
  /** Every published slug in the list's order, read here the plain way to check the pages against. */
  let order: string[];

  beforeAll(async () => {
    await test.db.insert(blogPosts).values([DRAFT, ...EXTRA, ...PAGED, ...TIED]);
    const rows = await test.db
      .select({ slug: blogPosts.slug })
      .from(blogPosts)
      .where(eq(blogPosts.published, true))
      .orderBy(
        desc(sql`coalesce(${blogPosts.publishDate}, ${blogPosts.createdAt})`),
        desc(blogPosts.createdAt),
        asc(blogPosts.slug),
      );
    order = rows.map((row) => row.slug);
  });

  const PUBLISHED_COUNT = 5 + EXTRA.length + PAGED.length + TIED.length;

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

  describe('pages of the grid', () => {
    it('page 1 holds the 12 newest published posts, with the total of all of them', async () => {
      const page = await queryPublishedPostPage(test.db, 1);
      expect(page.items.map((post) => post.slug)).toEqual(order.slice(0, BLOG_PAGE_SIZE));
      expect(page).toMatchObject({ total: PUBLISHED_COUNT, page: 1, pageSize: BLOG_PAGE_SIZE });
      expect(page.pageCount).toBe(Math.ceil(PUBLISHED_COUNT / BLOG_PAGE_SIZE));
      expect(order).not.toContain(DRAFT.slug);
    });

    it('page 2 holds the 13th to the 24th newest, the last page the rest', async () => {
      const second = await queryPublishedPostPage(test.db, 2);
      expect(second.items.map((post) => post.slug)).toEqual(order.slice(12, 24));
      const lastNumber = Math.ceil(PUBLISHED_COUNT / BLOG_PAGE_SIZE);
      const last = await queryPublishedPostPage(test.db, lastNumber);
      expect(last.items.map((post) => post.slug)).toEqual(order.slice((lastNumber - 1) * BLOG_PAGE_SIZE));
    });

    it('a page past the last is empty, with the same total', async () => {
      const past = await queryPublishedPostPage(test.db, 99);
      expect(past.items).toEqual([]);
      expect(past.total).toBe(PUBLISHED_COUNT);
      expect(past.page).toBe(99);
    });

    it('a category pages within its category, newest first', async () => {
      const first = await queryPublishedPostPage(test.db, 1, 'Razvoj karijere');
      expect(first.total).toBe(PAGED.length);
      expect(first.pageCount).toBe(3);
      expect(first.items.map((post) => post.slug)).toEqual(PAGED.slice(0, 12).map((post) => post.slug));
      const second = await queryPublishedPostPage(test.db, 2, 'Razvoj karijere');
      expect(second.items.map((post) => post.slug)).toEqual(PAGED.slice(12, 24).map((post) => post.slug));
      const third = await queryPublishedPostPage(test.db, 3, 'Razvoj karijere');
      expect(third.items.map((post) => post.slug)).toEqual(PAGED.slice(24).map((post) => post.slug));
      const marketing = await queryPublishedPostPage(test.db, 1, 'Marketing & Prodaja');
      expect(marketing.total).toBe(4);
      expect(marketing.items.map((post) => post.slug)).not.toContain(DRAFT.slug);
      expect(marketing.items.every((post) => post.category === 'Marketing & Prodaja')).toBe(true);
    });

    it('returns dates as ISO strings', async () => {
      for (const post of (await queryPublishedPostPage(test.db, 1)).items)
        expect(new Date(post.publishDate).toISOString()).toBe(post.publishDate);
    });

    it('the newest posts (sidebar, feed) and the newest featured ones', async () => {
      expect((await queryNewestPosts(test.db, 5)).map((post) => post.slug)).toEqual(order.slice(0, 5));
      const feed = await queryNewestPosts(test.db, RSS_ITEM_LIMIT);
      expect(feed.map((post) => post.slug)).toEqual(order.slice(0, RSS_ITEM_LIMIT));
      const featured = await queryNewestPosts(test.db, 3, { featured: true });
      expect(featured.length).toBeGreaterThan(0);
      expect(featured.every((post) => post.featured)).toBe(true);
      expect(featured.map((post) => post.slug)).not.toContain(DRAFT.slug);
      expect(featured.map((post) => post.slug)).toEqual(
        order.filter((slug) => featured.some((post) => post.slug === slug)),
      );
    });
  });

  describe('search', () => {
    const slugsFor = async (query: string) => (await querySearchPosts(test.db, query)).items.map((post) => post.slug);

    it('ignores case and diacritics: "cevapi" and "CEVAPI" find "Ćevapi"', async () => {
      expect(await slugsFor('cevapi')).toEqual(['cevapi-kao-poslovni-model']);
      expect(await slugsFor('CEVAPI')).toEqual(['cevapi-kao-poslovni-model']);
      expect(await slugsFor('ćevapi')).toEqual(['cevapi-kao-poslovni-model']);
    });

    it('ignores the script and spells đ as dj: "ДОО" finds "DOO", "djordje" finds "Đorđe", "marko" finds "Марко"', async () => {
      expect(await slugsFor('ДОО')).toContain('osnivanje-doo-u-srbiji-koraci-troskovi-i-ceste-greske');
      expect(await slugsFor('djordje')).toEqual(['isti-trenutak-a', 'isti-trenutak-b']);
      expect(await slugsFor('Đorđe')).toEqual(['isti-trenutak-a', 'isti-trenutak-b']);
      expect(await slugsFor('marko')).toEqual(['isti-trenutak-a', 'isti-trenutak-b']);
    });

    it('lets "dj" find "đ", in tags too', async () => {
      expect(await slugsFor('djakovo')).toEqual(['cevapi-kao-poslovni-model']);
      expect(await slugsFor('đakovo')).toEqual(['cevapi-kao-poslovni-model']);
    });

    it('searches title, excerpt, content and tags, each word as a prefix', async () => {
      expect(await slugsFor('poslovni model')).toContain('cevapi-kao-poslovni-model');
      expect(await slugsFor('roštiljnica')).toContain('cevapi-kao-poslovni-model');
      expect(await slugsFor('porodičnom biznisu')).toContain('cevapi-kao-poslovni-model');
      expect(await slugsFor('cevap')).toEqual(['cevapi-kao-poslovni-model']);
      expect(await slugsFor('digitalizacija')).toContain(
        'digitalizacija-malog-biznisa-alati-koji-stede-sate-svake-nedelje',
      );
    });

    it('requires every word of the query', async () => {
      expect(await slugsFor('cevapi nepostojećareč')).toEqual([]);
      expect(await slugsFor('cevapi porodičnom')).toEqual(['cevapi-kao-poslovni-model']);
      expect(await slugsFor('cevapi alatima')).toEqual([]);
    });

    it('takes what a visitor types around the words as separators: no error, no match-all', async () => {
      for (const typed of ['%', '&', '|', '!', ':', '(', ')', ':*', "'", '\\', '_', '&|!(:*'])
        expect(await querySearchPosts(test.db, typed), typed).toMatchObject({ items: [], total: 0 });
      expect(await slugsFor('cevapi & !porez')).toEqual([]);
      expect(await slugsFor('(cevapi|')).toEqual(['cevapi-kao-poslovni-model']);
      expect(await slugsFor('cevapi:*')).toEqual(['cevapi-kao-poslovni-model']);
      expect(await slugsFor('100%')).toContain('cevapi-kao-poslovni-model');
      expect(await slugsFor('roštiljnica%lanac')).toEqual(['cevapi-kao-poslovni-model']);
    });

    it('returns pages of 12, newest first, with the total from count', async () => {
      const first = await querySearchPosts(test.db, 'stranicenje');
      expect(first.total).toBe(PAGED.length);
      expect(first.pageCount).toBe(3);
      expect(first.items.map((post) => post.slug)).toEqual(PAGED.slice(0, 12).map((post) => post.slug));
      const second = await querySearchPosts(test.db, 'stranicenje', 2);
      expect(second.items.map((post) => post.slug)).toEqual(PAGED.slice(12, 24).map((post) => post.slug));
      const past = await querySearchPosts(test.db, 'stranicenje', 9);
      expect(past).toMatchObject({ items: [], total: PAGED.length });
    });

    it('returns nothing for a blank query', async () => {
      expect(await querySearchPosts(test.db, '   ')).toMatchObject({ items: [], total: 0 });
    });
  });

  describe('post page', () => {
    it('renders a published post to sanitised HTML', async () => {
      const post = await queryPublishedPost(test.db, 'cevapi-kao-poslovni-model');
      expect(post?.title).toBe('Ćevapi kao poslovni model');
      expect(post?.html).toContain('<p>');
    });

    it('related: same category, without the post itself, newest first, at most 3', async () => {
      const related = await queryRelatedPosts(test.db, {
        slug: 'prvih-sto-kupaca-praktican-plan-prodaje-za-male-timove',
        category: 'Marketing & Prodaja',
      });
      expect(related.map((item) => item.slug)).toEqual([
        'cevapi-kao-poslovni-model',
        'treci-tekst-o-prodaji',
        'cetvrti-tekst-o-prodaji',
      ]);
      const fewer = await queryRelatedPosts(test.db, {
        slug: 'cevapi-kao-poslovni-model',
        category: 'Marketing & Prodaja',
      });
      expect(fewer.map((item) => item.slug)).not.toContain('cevapi-kao-poslovni-model');
      expect(fewer.map((item) => item.slug)).not.toContain(DRAFT.slug);
      expect(fewer).toHaveLength(3);
      expect(await queryRelatedPosts(test.db, { slug: 'x', category: null })).toEqual([]);
    });

    it('previous is the older post and next the newer one, the slug ordering posts of one instant; the ends have none', async () => {
      const slugsAround = async (slug: string) => {
        const { previous, next } = await queryAdjacentPosts(test.db, slug);
        return { previous: previous?.slug ?? null, next: next?.slug ?? null };
      };
      for (const index of [1, 2, 13, order.length - 2]) {
        expect(await slugsAround(order[index] ?? ''), order[index]).toEqual({
          previous: order[index + 1],
          next: order[index - 1],
        });
      }
      const a = order.indexOf('isti-trenutak-a');
      expect(order[a + 1]).toBe('isti-trenutak-b');
      expect(await slugsAround('isti-trenutak-a')).toEqual({ previous: 'isti-trenutak-b', next: order[a - 1] });
      expect(await slugsAround('isti-trenutak-b')).toEqual({ previous: order[a + 2], next: 'isti-trenutak-a' });
      expect((await slugsAround(order[0] ?? '')).next).toBeNull();
      expect((await slugsAround(order.at(-1) ?? '')).previous).toBeNull();
      expect(await slugsAround(DRAFT.slug)).toEqual({ previous: null, next: null });
      expect(await slugsAround('ne-postoji')).toEqual({ previous: null, next: null });
    });
  });

  describe('categories', () => {
    it('counts published posts per category with one GROUP BY, drafts excluded', async () => {
      const stats = await queryBlogStats(test.db);
      expect(stats.total).toBe(PUBLISHED_COUNT);
      const counts = Object.fromEntries(categoriesOf(stats).map(({ category, count }) => [category, count]));
      expect(counts).toEqual({
        'Preduzetništvo & Startup': 1,
        'Finansiranje & Grantovi': 1,
        'Pravni okvir & Regulativa': 1,
        'Marketing & Prodaja': 4,
        'Tehnologija & Digitalizacija': 1,
        'Razvoj karijere': PAGED.length,
        'Resursi & Alati': TIED.length,
      });
      expect(categoriesOf(stats).map(({ category }) => category)).toEqual([
        'Preduzetništvo & Startup',
        'Finansiranje & Grantovi',
        'Pravni okvir & Regulativa',
        'Marketing & Prodaja',
        'Tehnologija & Digitalizacija',
        'Razvoj karijere',
        'Resursi & Alati',
      ]);
    });
  });

  describe('drafts stay invisible', () => {
    it('in search', async () => {
      for (const query of ['tajni nacrt', 'đevrek', 'tajna'])
        expect(await slugsOf(querySearchPosts(test.db, query))).not.toContain(DRAFT.slug);
    });

    it('by slug, and in the proxy set of slugs', async () => {
      expect(await queryPublishedPost(test.db, DRAFT.slug)).toBeNull();
      expect(await queryPublishedPost(test.db, 'ne-postoji')).toBeNull();
      expect(await queryPublishedPost(test.db, '../etc/passwd')).toBeNull();
      const slugs = await queryPublishedSlugs(test.db);
      expect(new Set(slugs)).toEqual(new Set(order));
    });

    it('in the RSS feed', async () => {
      const feed = buildRssFeed(await queryNewestPosts(test.db, RSS_ITEM_LIMIT), SITE);
      expect(feed).not.toContain(DRAFT.slug);
      expect(feed).not.toContain('Tajni nacrt');
      expect(feed).toContain(`${SITE.url}/blog/cevapi-kao-poslovni-model`);
    });

    it('in the sitemap, read in pages of slugs and dates', async () => {
      const first = await querySitemapPosts(test.db, 0, 10);
      const rest = await querySitemapPosts(test.db, 10, 1000);
      expect([...first, ...rest].map((post) => post.slug)).toEqual(order);
      expect(Object.keys(first[0] ?? {}).sort()).toEqual(['slug', 'updatedAt']);
    });

    it('and go public once published', async () => {
      await test.db.update(blogPosts).set({ published: true }).where(eq(blogPosts.slug, DRAFT.slug));
      expect((await queryPublishedPostPage(test.db, 1)).items.map((post) => post.slug)).toContain(DRAFT.slug);
      expect(await queryPublishedPost(test.db, DRAFT.slug)).not.toBeNull();
      expect(await slugsOf(querySearchPosts(test.db, 'tajni nacrt'))).toEqual([DRAFT.slug]);
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
        await test.db
          .select({ id: blogPosts.id })
          .from(blogPosts)
          .where(and(eq(blogPosts.slug, DRAFT.slug))),
      );
      expect(await queryAvailableSlug(test.db, 'Tajni nacrt o ćevapima', draft.id)).toBe('tajni-nacrt-o-cevapima');
    });
  });
});

async function slugsOf(posts: Promise<{ items: BlogPostSummary[] }>): Promise<string[]> {
  return (await posts).items.map((post) => post.slug);
}
