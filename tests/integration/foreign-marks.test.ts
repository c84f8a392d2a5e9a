import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { createAnnouncementAction } from '@/lib/actions/admin-announcements';
import { saveContentSection } from '@/lib/actions/admin-content';
import { createAdminEvent } from '@/lib/actions/admin-events';
import { previewBlogContent, publishBlogPost } from '@/lib/actions/admin-blog';
import { buildRssFeed } from '@/lib/blog/rss';
import { postDescription, postMetadata } from '@/lib/blog/seo';
import { buildAnnouncementItems } from '@/lib/content/announcements';
import { resolveSection } from '@/lib/content/resolve';
import { queryActiveAnnouncements } from '@/lib/data/announcements';
import { queryNewestPosts, queryPublishedPost } from '@/lib/data/blog';
import { listContentSections } from '@/lib/data/content';
import { resolveRegistrationEvent } from '@/lib/data/event-registrations';
import { queryActiveEvents, queryAdminEvents } from '@/lib/data/events';
import { blogPosts, contentSections, events } from '@/lib/db/schema';

import { FORMS_SEED, formData } from './forms-support';
import { signedInAccount, type TestAccount } from './support/accounts';
import { BACKENDS, useTestDatabase } from './support/database';
import { firstOf } from '../support/first';

/**
 * An author's foreign mark `-{…}-` (docs/i18n.md) is saved as typed by every admin form and never
 * reaches a Latin page: each kind of content's reader or renderer removes it, once.
 */
describe.each(BACKENDS)('foreign marks on the Latin pages, on %s', (backend) => {
  const database = useTestDatabase(backend, FORMS_SEED);
  let admin: TestAccount;

  beforeAll(async () => {
    admin = await signedInAccount(database.db, { admin: true });
  });

  it('a published post: title, excerpt, body, meta and feed without the mark; the source keeps it', async () => {
    const form = formData({
      title: 'Pratite nas na -{Facebook}-',
      excerpt: 'Sve o -{Facebook}- stranici',
      content: 'Naša -{Facebook}- stranica i `-{kod}-` ostaje.',
      metaDescription: 'Opis za -{Facebook}-',
    });
    const result = await publishBlogPost.run(form, admin.context.getContext);
    expect(result).toMatchObject({ ok: true });
    const id = result.ok ? result.data!.id : '';
    const stored = firstOf(await database.db.select().from(blogPosts).where(eq(blogPosts.id, id)));
    expect(stored.title).toBe('Pratite nas na -{Facebook}-');
    expect(stored.content).toBe('Naša -{Facebook}- stranica i `-{kod}-` ostaje.');

    const post = await queryPublishedPost(database.db, stored.slug);
    expect(post).toMatchObject({
      title: 'Pratite nas na Facebook',
      excerpt: 'Sve o Facebook stranici',
      metaDescription: 'Opis za Facebook',
      html: '<p>Naša Facebook stranica i <code>-{kod}-</code> ostaje.</p>\n',
    });
    expect(postDescription(post!)).toBe('Opis za Facebook');
    expect(JSON.stringify(postMetadata(post!))).not.toContain('-{');

    const summary = (await queryNewestPosts(database.db, 50)).find((item) => item.id === id);
    expect(summary).toMatchObject({ title: 'Pratite nas na Facebook', excerpt: 'Sve o Facebook stranici' });
    const feed = buildRssFeed(await queryNewestPosts(database.db, 50), { url: 'https://primer.rs', name: 'Mreža' });
    expect(feed).toContain('Pratite nas na Facebook');
    expect(feed).not.toContain('-{');

    const preview = await previewBlogContent.run(formData({ content: 'Na -{Facebook}-' }), admin.context.getContext);
    expect(preview).toMatchObject({ ok: true, data: { html: '<p>Na Facebook</p>\n' } });
  });

  it('an event: its pages and its registration page without the mark; the admin edits it with the mark', async () => {
    const result = await createAdminEvent.run(
      formData({
        title: '-{Facebook}- radionica',
        shortDescription: 'Oglasi na -{Facebook}--u',
        description: 'Sve o -{Facebook}- oglasima.',
        eventDate: '2031-03-15T09:30',
        location: '-{Google Meet}-',
      }),
      admin.context.getContext,
    );
    expect(result).toMatchObject({ ok: true });
    const stored = firstOf(await database.db.select().from(events).where(eq(events.title, '-{Facebook}- radionica')));

    const listed = (await queryActiveEvents(database.db)).find((event) => event.id === stored.id);
    expect(listed).toMatchObject({
      title: 'Facebook radionica',
      shortDescription: 'Oglasi na Facebook-u',
      description: 'Sve o Facebook oglasima.',
      location: 'Google Meet',
    });
    const registration = await resolveRegistrationEvent(database.db, { event: stored.id });
    expect(registration).toMatchObject({ title: 'Facebook radionica', location: 'Google Meet' });

    const inPanel = (await queryAdminEvents(database.db, 1)).items.find((event) => event.id === stored.id);
    expect(inPanel).toMatchObject({ title: '-{Facebook}- radionica', location: '-{Google Meet}-' });
  });

  it('a page text and an announcement: shown without the mark, edited with it', async () => {
    const section = firstOf(
      await database.db.select().from(contentSections).where(eq(contentSections.sectionKey, 'about_hero')),
    );
    const saved = await saveContentSection.run(
      formData({ id: section.id, title: 'Mi na -{Facebook}-', content: 'Pratite -{Facebook}- stranicu.' }),
      admin.context.getContext,
    );
    expect(saved).toMatchObject({ ok: true });
    const row = (await listContentSections(database.db)).find((candidate) => candidate.id === section.id);
    expect(row).toMatchObject({ title: 'Mi na -{Facebook}-' });
    // `getSiteContent` resolves the cached rows so (its cache needs a Next server).
    expect(resolveSection({ about_hero: row! }, 'about_hero')).toMatchObject({
      title: 'Mi na Facebook',
      content: 'Pratite Facebook stranicu.',
    });

    const created = await createAnnouncementAction.run(
      formData({ title: 'Novo na -{Facebook}-', content: 'Pratite -{Facebook}-', isActive: 'on' }),
      admin.context.getContext,
    );
    expect(created).toMatchObject({ ok: true });
    const items = buildAnnouncementItems(await queryActiveAnnouncements(database.db), []);
    expect(items.find((item) => item.title.startsWith('Novo na'))).toMatchObject({
      title: 'Novo na Facebook',
      content: 'Pratite Facebook',
    });
  });
});
