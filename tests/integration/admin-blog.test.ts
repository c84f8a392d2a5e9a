import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import {
  autosaveBlogPost,
  deleteBlogPost,
  previewBlogContent,
  publishBlogPost,
  restoreBlogRevision,
  saveBlogDraft,
} from '@/lib/actions/admin-blog';
import { SCRIPT_FIELD } from '@/lib/actions/result';
import { queryPublishedPost } from '@/lib/data/blog';
import { blogPostRevisions, blogPosts } from '@/lib/db/schema';

import { FORMS_SEED } from './forms-support';
import { anonymousContext, signedInAccount, type TestAccount } from './support/accounts';
import { BACKENDS, countAllTables, useTestDatabase } from './support/database';
import { firstOf } from '../support/first';

function postForm(values: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) data.append(key, item);
  }
  return data;
}

describe.each(BACKENDS)('blog editor actions on %s', (backend) => {
  const database = useTestDatabase(backend, FORMS_SEED);
  let admin: TestAccount;

  beforeAll(async () => {
    admin = await signedInAccount(database.db, { admin: true });
  });

  const revisionsOf = (postId: string) =>
    database.db
      .select()
      .from(blogPostRevisions)
      .where(eq(blogPostRevisions.postId, postId))
      .orderBy(desc(blogPostRevisions.createdAt));
  const postById = async (id: string) =>
    firstOf(await database.db.select().from(blogPosts).where(eq(blogPosts.id, id)));

  it('autosave writes a new post as a draft with a revision; later autosaves update it', async () => {
    const { getContext, revalidate } = admin.context;
    const first = await autosaveBlogPost.run(
      postForm({ title: 'Autosačuvan članak', content: 'Prvi pasus.' }),
      getContext,
    );
    expect(first).toMatchObject({ ok: true, data: { slug: 'autosacuvan-clanak', published: false } });
    const id = first.ok ? first.data!.id : '';

    const stored = await postById(id);
    expect(stored).toMatchObject({
      title: 'Autosačuvan članak',
      published: false,
      content: 'Prvi pasus.',
      author: 'Tim zajednice',
      readTime: 1,
      publishDate: null,
    });
    expect(await revisionsOf(id)).toHaveLength(1);

    // The post is 'already saved': the next autosave updates the same row and keeps the slug.
    const second = await autosaveBlogPost.run(
      postForm({ id, title: 'Drugi naslov', slug: 'autosacuvan-clanak', content: 'Prvi pasus. Drugi.' }),
      getContext,
    );
    expect(second).toMatchObject({ ok: true, data: { id, slug: 'autosacuvan-clanak' } });
    expect(second.ok && second.data!.revisions.map((revision) => revision.reason)).toEqual(['autosave', 'autosave']);
    expect(await postById(id)).toMatchObject({
      title: 'Drugi naslov',
      slug: 'autosacuvan-clanak',
      content: 'Prvi pasus. Drugi.',
    });
    // Drafts are not public: nothing to revalidate.
    expect(revalidate).not.toHaveBeenCalled();
    expect(await queryPublishedPost(database.db, 'autosacuvan-clanak')).toBeNull();
  });

  it('a draft needs a title; publishing needs a title and content', async () => {
    const { getContext } = admin.context;
    const before = await countAllTables(database.db);
    expect(await saveBlogDraft.run(postForm({ content: 'Samo tekst' }), getContext)).toMatchObject({
      ok: false,
      formError: 'Naslov je obavezan',
      fieldErrors: { title: ['Naslov je obavezan'] },
    });
    expect(await publishBlogPost.run(postForm({ title: 'Bez sadržaja' }), getContext)).toMatchObject({
      ok: false,
      formError: 'Naslov i sadržaj su obavezni',
    });
    expect(await countAllTables(database.db)).toEqual(before);
  });

  it('publishes with read time, tags, publish date and a revision, and revalidates blog_posts', async () => {
    const { getContext, revalidate } = admin.context;
    vi.mocked(revalidate).mockClear();
    const words = Array.from({ length: 401 }, (_, index) => `reč${index}`).join(' ');
    const result = await publishBlogPost.run(
      postForm({
        title: 'Objavljen članak',
        content: `**Podebljano** ${words}`,
        category: 'Marketing & Prodaja',
        tags: ['Marketing', ' marketing ', '', 'srbija'],
        featured: 'on',
        excerpt: 'Kratko',
      }),
      getContext,
    );
    expect(result).toMatchObject({
      ok: true,
      title: 'Uspešno',
      message: 'Post je objavljen',
      data: { published: true, visibleChange: true },
    });
    const id = result.ok ? result.data!.id : '';
    const stored = await postById(id);
    expect(stored).toMatchObject({
      published: true,
      readTime: 3,
      tags: ['marketing', 'srbija'],
      featured: true,
      category: 'Marketing & Prodaja',
    });
    expect(stored.publishDate).toBeInstanceOf(Date);
    expect(revalidate).toHaveBeenCalledTimes(1);
    expect(revalidate).toHaveBeenCalledWith(['blog_posts']);
    expect((await queryPublishedPost(database.db, stored.slug))?.html).toContain('<strong>Podebljano</strong>');

    // Publishing again keeps the first publish date.
    const firstDate = stored.publishDate!.getTime();
    await publishBlogPost.run(
      postForm({ id, title: 'Objavljen članak', slug: stored.slug, content: 'Novi tekst' }),
      getContext,
    );
    expect((await postById(id)).publishDate!.getTime()).toBe(firstDate);

    // Autosave of a published post keeps a revision only: visitors keep reading the published text.
    vi.mocked(revalidate).mockClear();
    const autosaved = await autosaveBlogPost.run(
      postForm({ id, title: 'Objavljen članak', slug: stored.slug, content: 'Pola rečenice' }),
      getContext,
    );
    expect(autosaved).toMatchObject({ ok: true, data: { published: true, visibleChange: false } });
    expect(await postById(id)).toMatchObject({ content: 'Novi tekst', published: true });
    expect(firstOf(await revisionsOf(id))).toMatchObject({ reason: 'autosave' });
    expect(revalidate).not.toHaveBeenCalled();

    // 'Sačuvaj kao draft' always unpublishes (spec §4), which visitors do see.
    const draft = await saveBlogDraft.run(
      postForm({ id, title: 'Objavljen članak', slug: stored.slug, content: 'Novi tekst' }),
      getContext,
    );
    expect(draft).toMatchObject({
      ok: true,
      title: 'Uspešno sačuvano',
      message: 'Draft je sačuvan',
      data: { published: false },
    });
    expect(revalidate).toHaveBeenCalledWith(['blog_posts']);
    expect(await queryPublishedPost(database.db, stored.slug)).toBeNull();
  });

  it('generates a unique slug by the slug rule and keeps a typed slug', async () => {
    const { getContext } = admin.context;
    const a = await saveBlogDraft.run(postForm({ title: 'Isti Naslov!' }), getContext);
    const b = await saveBlogDraft.run(postForm({ title: 'Isti Naslov!' }), getContext);
    const c = await saveBlogDraft.run(postForm({ title: 'Nešto', slug: 'Moj  Poseban -- Slug' }), getContext);
    expect([a, b, c].map((result) => result.ok && result.data!.slug)).toEqual([
      'isti-naslov',
      'isti-naslov-2',
      'moj-poseban-slug',
    ]);
  });

  it('accepts only header images from our blog storage or the image the post already has', async () => {
    const { getContext } = admin.context;
    const before = await countAllTables(database.db);
    const foreign = await saveBlogDraft.run(
      postForm({ title: 'Slika', headerImage: 'https://zlo.example/x.png' }),
      getContext,
    );
    expect(foreign).toMatchObject({ ok: false, formError: 'Molimo odaberite sliku' });
    expect(await countAllTables(database.db)).toEqual(before);

    const own = await saveBlogDraft.run(
      postForm({ title: 'Slika', headerImage: '/files/site-images/blog/blog-1700000000000-abcd.png' }),
      getContext,
    );
    expect(own).toMatchObject({ ok: true });
    const seeded = firstOf(await database.db.select().from(blogPosts).where(eq(blogPosts.published, true)).limit(1));
    const kept = await saveBlogDraft.run(
      postForm({
        id: seeded.id,
        title: seeded.title,
        slug: seeded.slug,
        headerImage: seeded.headerImage ?? '',
        content: seeded.content,
      }),
      getContext,
    );
    expect(kept).toMatchObject({ ok: true });
    expect((await postById(seeded.id)).featuredImage).toBe(seeded.featuredImage);
  });

  it('restores a revision into the post and keeps a restore revision', async () => {
    const { getContext, revalidate } = admin.context;
    const first = await saveBlogDraft.run(postForm({ title: 'Verzija', content: 'Prva verzija teksta' }), getContext);
    const id = first.ok ? first.data!.id : '';
    await saveBlogDraft.run(postForm({ id, title: 'Verzija', slug: 'verzija', content: 'Druga verzija' }), getContext);
    const oldest = (await revisionsOf(id)).at(-1)!;
    vi.mocked(revalidate).mockClear();

    const restored = await restoreBlogRevision.run(postForm({ revisionId: oldest.id }), getContext);
    expect(restored).toMatchObject({
      ok: true,
      message: 'Verzija je vraćena',
      data: { post: { id, content: 'Prva verzija teksta' }, published: false },
    });
    expect(await postById(id)).toMatchObject({ content: 'Prva verzija teksta' });
    expect((await revisionsOf(id)).map((revision) => revision.reason)).toEqual(['restore', 'draft', 'draft']);
    expect(revalidate).not.toHaveBeenCalled();
  });

  it('answers an editor on a Cyrillic page with the revisions’ titles in Cyrillic, the post kept as typed', async () => {
    const saved = await saveBlogDraft.run(
      postForm({ title: 'Nacrt za -{Facebook}- oglase', content: 'Tekst.', [SCRIPT_FIELD]: 'cir' }),
      admin.context.getContext,
    );
    expect(saved).toMatchObject({ ok: true });
    const id = saved.ok ? saved.data!.id : '';
    expect(saved.ok && saved.data!.revisions.map((revision) => revision.title)).toEqual(['Нацрт за Facebook огласе']);
    expect(await postById(id)).toMatchObject({ title: 'Nacrt za -{Facebook}- oglase' });

    const restored = await restoreBlogRevision.run(
      postForm({ revisionId: firstOf(await revisionsOf(id)).id, [SCRIPT_FIELD]: 'cir' }),
      admin.context.getContext,
    );
    expect(restored.ok && restored.data!.revisions.map((revision) => revision.title)).toEqual([
      'Нацрт за Facebook огласе',
      'Нацрт за Facebook огласе',
    ]);
  });

  it('deletes a post for good after confirmation, its revisions with it', async () => {
    const { getContext, revalidate } = admin.context;
    const published = await publishBlogPost.run(postForm({ title: 'Za brisanje', content: 'Tekst' }), getContext);
    const id = published.ok ? published.data!.id : '';
    vi.mocked(revalidate).mockClear();
    expect(await deleteBlogPost.run(postForm({ id }), getContext)).toMatchObject({
      ok: true,
      message: 'Post je uspešno obrisan',
    });
    expect(await database.db.$count(blogPosts, eq(blogPosts.id, id))).toBe(0);
    expect(await revisionsOf(id)).toHaveLength(0);
    expect(revalidate).toHaveBeenCalledWith(['blog_posts']);
    expect(await deleteBlogPost.run(postForm({ id }), getContext)).toMatchObject({
      ok: false,
      formError: 'Post nije pronađen',
    });
  });

  it('previews Markdown through the sanitised renderer of the post page and stores nothing', async () => {
    const { getContext, revalidate } = admin.context;
    vi.mocked(revalidate).mockClear();
    const before = await countAllTables(database.db);
    const result = await previewBlogContent.run(
      postForm({ content: '**važno**\n\n<img src=x onerror=alert(1)><a href="javascript:alert(1)">veza</a>' }),
      getContext,
    );
    expect(result).toMatchObject({
      ok: true,
      data: { html: '<p><strong>važno</strong></p>\n<p><img src="x" /><a>veza</a></p>\n' },
    });
    expect(await countAllTables(database.db)).toEqual(before);
    expect(revalidate).not.toHaveBeenCalled();
    const tooLong = await previewBlogContent.run(postForm({ content: 'a'.repeat(200_001) }), getContext);
    expect(tooLong.ok).toBe(false);
  });

  it('refuses anonymous and non-admin callers and changes nothing', async () => {
    const member = await signedInAccount(database.db, { member: 'approved' });
    const seeded = firstOf(await database.db.select().from(blogPosts).limit(1));
    const revision = firstOf(await database.db.select().from(blogPostRevisions).limit(1));
    const all = [
      [autosaveBlogPost, postForm({ title: 'Upad', content: 'Tekst' })],
      [saveBlogDraft, postForm({ title: 'Upad', content: 'Tekst' })],
      [publishBlogPost, postForm({ id: seeded.id, title: 'Upad', content: 'Tekst' })],
      [restoreBlogRevision, postForm({ revisionId: revision.id })],
      [deleteBlogPost, postForm({ id: seeded.id })],
      [previewBlogContent, postForm({ content: 'Tekst' })],
    ] as const;
    for (const caller of [anonymousContext(database.db), member.context]) {
      for (const [action, input] of all) {
        const before = await countAllTables(database.db);
        const result = await action.run(input, caller.getContext);
        expect(result.ok, action.actionName).toBe(false);
        expect(await countAllTables(database.db)).toEqual(before);
        expect(await postById(seeded.id)).toEqual(seeded);
      }
      expect(caller.revalidate).not.toHaveBeenCalled();
    }
  });
});
