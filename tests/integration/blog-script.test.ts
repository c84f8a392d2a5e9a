import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import {
  getBlogIndex,
  getCategoryPage,
  getPostSurroundings,
  getPublishedPost,
  queryPublishedPost,
  queryPublishedPostPage,
  querySearchPosts,
} from '@/lib/data/blog';
import { createIssue, getArchivePage, getSentIssue, querySentIssue } from '@/lib/data/newsletter-issues';
import { blogPosts, newsletterIssues } from '@/lib/db/schema';

import { BACKENDS, NO_SEED, useAsAppDatabase, useTestDatabase } from './support/database';

// Outside a Next server the data cache needs a request: here a cached read only runs its read,
// which is what these tests look at (the conversion after it).
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  unstable_cache:
    <A extends unknown[], T>(read: (...args: A) => Promise<T>) =>
    (...args: A) =>
      read(...args),
  revalidateTag: vi.fn(),
}));

const MARKED = {
  title: 'Pratite nas na -{Facebook}-',
  slug: 'pratite-nas-na-facebook',
  excerpt: 'Sve o -{Facebook}- stranici',
  author: 'Tim zajednice',
  category: 'Trendovi & Insights',
  tags: ['zajednica'],
  content: 'Naša -{Facebook}- stranica i `-{kod}-` ostaje.',
  metaDescription: 'Opis za -{Facebook}-',
  published: true,
  publishDate: new Date('2026-10-02T08:00:00Z'),
} satisfies typeof blogPosts.$inferInsert;

const OLDER = {
  title: 'Ćevapi kao poslovni model',
  slug: 'cevapi-kao-poslovni-model',
  excerpt: 'Kako je mala roštiljnica postala lanac.',
  category: 'Trendovi & Insights',
  content: 'Roštilj.',
  published: true,
  publishDate: new Date('2026-10-01T08:00:00Z'),
} satisfies typeof blogPosts.$inferInsert;

/**
 * The blog's and the archive's readers in a page's script (docs/i18n.md): the cached entry keeps
 * the stored text, marks in; a Cyrillic page gets it converted with the marked words kept, a
 * Latin page exactly what the Latin readers give.
 */
describe.each(BACKENDS)('the blog and the newsletter archive in either script, on %s', (backend) => {
  const database = useTestDatabase(backend, NO_SEED);
  useAsAppDatabase(database);

  beforeAll(async () => {
    await database.db.insert(blogPosts).values([MARKED, OLDER]);
  });

  it('a post in Cyrillic: its texts and body converted, the marked word and code kept', async () => {
    const post = await getPublishedPost(MARKED.slug, 'cir');
    expect(post).toMatchObject({
      title: 'Пратите нас на Facebook',
      excerpt: 'Све о Facebook страници',
      author: 'Тим заједнице',
      metaDescription: 'Опис за Facebook',
      html: '<p>Наша Facebook страница и <code>-{kod}-</code> остаје.</p>\n',
      content: MARKED.content,
      slug: MARKED.slug,
      category: 'Trendovi & Insights',
    });
  });

  it('a post in Latin is what the Latin reader gives', async () => {
    expect(await getPublishedPost(MARKED.slug, 'lat')).toEqual(await queryPublishedPost(database.db, MARKED.slug));
    expect(await getPublishedPost('ne-postoji', 'cir')).toBeNull();
  });

  it('lists, the sidebar, neighbours and search in Cyrillic; in Latin as the Latin queries give them', async () => {
    const cyrillic = await getBlogIndex(1, 'cir');
    expect(cyrillic.posts.items.map((post) => post.title)).toEqual([
      'Пратите нас на Facebook',
      'Ћевапи као пословни модел',
    ]);
    expect(cyrillic.recent.map((post) => post.excerpt)).toEqual([
      'Све о Facebook страници',
      'Како је мала роштиљница постала ланац.',
    ]);
    expect(cyrillic.categories).toEqual([{ category: 'Trendovi & Insights', count: 2 }]);

    const latin = await getBlogIndex(1, 'lat');
    expect(latin.posts).toEqual(await queryPublishedPostPage(database.db, 1));
    expect(await getCategoryPage('Trendovi & Insights', 1, 'lat')).toEqual(
      await queryPublishedPostPage(database.db, 1, 'Trendovi & Insights'),
    );

    const around = await getPostSurroundings({ slug: OLDER.slug, category: 'Trendovi & Insights' }, 'cir');
    expect(around.next?.title).toBe('Пратите нас на Facebook');
    expect(around.related.map((post) => post.title)).toEqual(['Пратите нас на Facebook']);

    // A Cyrillic query finds the Latin post (the search folds both scripts), in the page's script.
    const found = await querySearchPosts(database.db, 'ћевапи', 1, 12, 'cir');
    expect(found.items.map((post) => post.title)).toEqual(['Ћевапи као пословни модел']);
  });

  it('the archive and an issue in Cyrillic; in Latin the stored texts without marks', async () => {
    const [post] = await database.db
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(eq(blogPosts.slug, MARKED.slug));
    const issue = await createIssue(database.db, {
      subject: 'Vesti sa -{Facebook}- stranice',
      intro: 'Kratak uvod.',
      content: 'Tekst izdanja.',
      audience: 'both',
      sourcePostId: post!.id,
      userId: null,
    });
    await database.db
      .update(newsletterIssues)
      .set({ status: 'sent', sentAt: new Date(), queuedAt: new Date(), recipientCount: 0 })
      .where(eq(newsletterIssues.id, issue.id));

    const archive = await getArchivePage(1, 'cir');
    expect(archive.items.map(({ subject, intro }) => ({ subject, intro }))).toEqual([
      { subject: 'Вести са Facebook странице', intro: 'Кратак увод.' },
    ]);
    expect(await getSentIssue(issue.slug, 'cir')).toMatchObject({
      slug: issue.slug,
      subject: 'Вести са Facebook странице',
      content: 'Tekst izdanja.',
      sourcePost: { title: 'Пратите нас на Facebook', slug: MARKED.slug },
    });

    const stored = await querySentIssue(database.db, issue.slug);
    expect(await getSentIssue(issue.slug, 'lat')).toEqual({
      ...stored,
      subject: 'Vesti sa Facebook stranice',
      sourcePost: { title: 'Pratite nas na Facebook', slug: MARKED.slug },
    });
  });
});
