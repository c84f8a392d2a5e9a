import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { saveContentSection } from '@/lib/actions/admin-content';
import { recordUploadedFile } from '@/lib/actions/admin-files';
import { createMedia, deleteMedia, restoreMedia, setMediaImage } from '@/lib/actions/admin-media';
import { listMediaItems } from '@/lib/data/site-media';
import { listContentSections } from '@/lib/data/content';
import { listUploadedFileSettings } from '@/lib/data/site-settings';
import { contentSections, siteMedia, siteSettings } from '@/lib/db/schema';

import { FORMS_SEED, formData } from './forms-support';
import { signedInAccount, type TestAccount } from './support/accounts';
import { expectAdminOnly } from './support/admin-actions';
import { BACKENDS, countAllTables, useTestDatabase } from './support/database';
import { firstOf } from '../support/first';

describe.each(BACKENDS)('admin content, media and files on %s', (backend) => {
  const database = useTestDatabase(backend, FORMS_SEED);
  let admin: TestAccount;

  beforeAll(async () => {
    admin = await signedInAccount(database.db, { admin: true });
  });

  /** A fresh admin request each time, so `revalidate` counts one call. */
  const asAdmin = async () => (await signedInAccount(database.db, { admin: true })).context;
  const sectionByKey = async (key: string) =>
    firstOf(await database.db.select().from(contentSections).where(eq(contentSections.sectionKey, key)));
  const mediaByKey = async (key: string) =>
    firstOf(await database.db.select().from(siteMedia).where(eq(siteMedia.mediaKey, key)));

  describe('Sadržaj', () => {
    it('lists the sections ordered by key', async () => {
      const keys = (await listContentSections(database.db)).map((section) => section.sectionKey);
      expect(keys.length).toBeGreaterThan(10);
      expect(keys).toEqual([...keys].sort());
    });

    it('saves a section, empty fields as null, the texts sanitised, and expires content_sections only', async () => {
      const section = await sectionByKey('about_hero');
      const context = await asAdmin();
      const result = await saveContentSection.run(
        formData({
          id: section.id,
          title: ' Nova <b>priča</b> ',
          subtitle: '',
          content: 'Prvi pasus.\n\nDrugi pasus.',
          buttonText: 'Javi se',
          buttonLink: '/contact',
        }),
        context.getContext,
      );
      expect(result).toMatchObject({ ok: true, title: 'Uspešno', message: 'Sadržaj je uspešno ažuriran' });
      expect(await sectionByKey('about_hero')).toMatchObject({
        title: 'Nova bpriča/b',
        subtitle: null,
        content: 'Prvi pasus.\n\nDrugi pasus.',
        buttonText: 'Javi se',
        buttonLink: '/contact',
      });
      expect(context.revalidate).toHaveBeenCalledExactlyOnceWith(['content_sections']);
    });

    it('refuses a link that is neither a path nor a web address, and an unknown section', async () => {
      const section = await sectionByKey('about_cta');
      const context = await asAdmin();
      const badLink = await saveContentSection.run(
        formData({ id: section.id, title: 'X', buttonLink: 'javascript:alert(1)' }),
        context.getContext,
      );
      expect(badLink).toMatchObject({
        ok: false,
        fieldErrors: { buttonLink: ['Link mora biti putanja koja počinje sa / ili adresa koja počinje sa https://'] },
      });
      const protocolRelative = await saveContentSection.run(
        formData({ id: section.id, buttonLink: '//evil.example' }),
        context.getContext,
      );
      expect(protocolRelative.ok).toBe(false);
      const unknown = await saveContentSection.run(
        formData({ id: '00000000-0000-4000-8000-000000000000', title: 'X' }),
        context.getContext,
      );
      expect(unknown).toMatchObject({ ok: false, formError: 'Stavka više ne postoji. Osvežite stranicu.' });
      expect(await sectionByKey('about_cta')).toEqual(section);
      expect(context.revalidate).not.toHaveBeenCalled();
    });

    it('refuses anyone but an admin', async () => {
      const section = await sectionByKey('home_hero');
      await expectAdminOnly(
        database.db,
        saveContentSection,
        () => formData({ id: section.id, title: 'Hakovano' }),
        () => sectionByKey('home_hero'),
      );
    });
  });

  describe('Media', () => {
    it('creates an item with its defaults and expires site_media only', async () => {
      const context = await asAdmin();
      const result = await createMedia.run(
        formData({ mediaKey: 'Partner_Novi', title: 'Novi partner', placementSection: 'partners' }),
        context.getContext,
      );
      expect(result).toMatchObject({ ok: true, message: 'Novi media item je kreiran' });
      expect(await mediaByKey('partner_novi')).toMatchObject({
        title: 'Novi partner',
        fileType: 'image',
        placementSection: 'partners',
        fileUrl: null,
        sortOrder: 0,
      });
      expect(context.revalidate).toHaveBeenCalledExactlyOnceWith(['site_media']);

      // The spec sets no format for a key: hyphens are an admin's way of writing one too.
      expect(
        await createMedia.run(formData({ mediaKey: 'test-media-123', placementSection: 'footer' }), context.getContext),
      ).toMatchObject({ ok: true });
      expect(await mediaByKey('test-media-123')).toMatchObject({ placementSection: 'footer' });
    });

    it('refuses a taken key, a malformed key and an unknown section without writing', async () => {
      const context = await asAdmin();
      const before = await countAllTables(database.db);
      expect(
        await createMedia.run(formData({ mediaKey: 'home_hero', placementSection: 'hero' }), context.getContext),
      ).toMatchObject({
        ok: false,
        formError: 'Media item sa ovim ključem već postoji',
        fieldErrors: { mediaKey: ['Media item sa ovim ključem već postoji'] },
      });
      expect(
        await createMedia.run(
          formData({ mediaKey: 'ključ sa razmakom', placementSection: 'nowhere' }),
          context.getContext,
        ),
      ).toMatchObject({
        ok: false,
        fieldErrors: {
          mediaKey: ['Ključ sme da sadrži samo mala slova, brojeve, donju crtu i crticu (npr. home_hero)'],
          placementSection: ['Izaberite sekciju'],
        },
      });
      expect(
        await createMedia.run(formData({ mediaKey: '', placementSection: 'hero' }), context.getContext),
      ).toMatchObject({
        ok: false,
        fieldErrors: { mediaKey: ['Ključ je obavezan'] },
      });
      // Each refused attempt still counts against the admin's rate limit; nothing else changed.
      expect({ ...(await countAllTables(database.db)), rate_limits: 0 }).toEqual({ ...before, rate_limits: 0 });
      expect(context.revalidate).not.toHaveBeenCalled();
    });

    it('records an image the upload route stored for this item, and nothing else', async () => {
      const item = await mediaByKey('home_hero');
      const other = await mediaByKey('about_story');
      const context = await asAdmin();
      const ours = `/files/site-images/${item.id}-0a1b2c3d.webp`;
      expect(await setMediaImage.run(formData({ id: item.id, fileUrl: ours }), context.getContext)).toMatchObject({
        ok: true,
        message: 'Fajl je uspešno učitan',
      });
      expect((await mediaByKey('home_hero')).fileUrl).toBe(ours);
      expect(context.revalidate).toHaveBeenCalledExactlyOnceWith(['site_media']);

      const refused = [
        'https://evil.example/x.png',
        `/files/site-images/${other.id}-0a1b2c3d.webp`,
        `/files/uploads/${item.id}-0a1b2c3d.png`,
        `/files/site-images/${item.id}-0a1b2c3d.pdf`,
        `/files/site-images/../${item.id}-0a1b2c3d.png`,
      ];
      for (const fileUrl of refused) {
        const result = await setMediaImage.run(formData({ id: item.id, fileUrl }), context.getContext);
        expect(result, fileUrl).toMatchObject({
          ok: false,
          formError: 'Slika nije otpremljena za ovaj media item. Otpremite je ponovo.',
        });
      }
      expect((await mediaByKey('home_hero')).fileUrl).toBe(ours);
    });

    it('deletes an item and expires site_media', async () => {
      const item = await mediaByKey('partner_6');
      const context = await asAdmin();
      expect(await deleteMedia.run(formData({ id: item.id }), context.getContext)).toMatchObject({
        ok: true,
        message: 'Media item je obrisan',
      });
      expect((await listMediaItems(database.db)).some((media) => media.id === item.id)).toBe(false);
      expect(context.revalidate).toHaveBeenCalledExactlyOnceWith(['site_media']);
      expect(await deleteMedia.run(formData({ id: item.id }), context.getContext)).toMatchObject({ ok: false });

      // Undone from the toast: listed again with its file.
      expect(await restoreMedia.run(formData({ id: item.id }), context.getContext)).toMatchObject({
        ok: true,
        message: 'Media item je vraćen',
      });
      expect((await listMediaItems(database.db)).find((media) => media.id === item.id)).toMatchObject({
        mediaKey: 'partner_6',
        fileUrl: item.fileUrl,
      });
    });

    it('a deleted item gives its key to a new one and can no longer be restored', async () => {
      const context = await asAdmin();
      const item = await mediaByKey('partner_6');
      await deleteMedia.run(formData({ id: item.id }), context.getContext);
      expect(
        await createMedia.run(
          formData({ mediaKey: 'partner_6', fileType: 'image', placementSection: item.placementSection ?? '' }),
          context.getContext,
        ),
      ).toMatchObject({ ok: true });
      expect(await restoreMedia.run(formData({ id: item.id }), context.getContext)).toMatchObject({
        ok: false,
        formError: 'Brisanje više ne može da se poništi.',
      });
      expect(await database.db.$count(siteMedia, eq(siteMedia.mediaKey, 'partner_6'))).toBe(1);
    });

    it('refuses anyone but an admin', async () => {
      const item = await mediaByKey('home_hero');
      const media = () => database.db.select().from(siteMedia).orderBy(siteMedia.mediaKey);
      await expectAdminOnly(
        database.db,
        createMedia,
        () => formData({ mediaKey: 'uljez', placementSection: 'hero' }),
        media,
      );
      await expectAdminOnly(
        database.db,
        setMediaImage,
        () => formData({ id: item.id, fileUrl: `/files/site-images/${item.id}-ffffffff.png` }),
        media,
      );
      await expectAdminOnly(database.db, deleteMedia, () => formData({ id: item.id }), media);
    });
  });

  describe('Fajlovi', () => {
    it('records an upload as {bucket}-{name} with its description and uploader, without expiring any tag', async () => {
      const url = '/files/uploads/0123456789abcdef01234567.pdf';
      const result = await recordUploadedFile.run(
        formData({ bucket: 'uploads', fileUrl: url, description: 'Pravilnik' }),
        admin.context.getContext,
      );
      expect(result).toMatchObject({ ok: true, message: 'Fajl je uspešno učitan u uploads' });
      const [row] = await database.db
        .select()
        .from(siteSettings)
        .where(eq(siteSettings.settingKey, 'uploads-0123456789abcdef01234567.pdf'));
      expect(row).toMatchObject({ settingValue: url, description: 'Pravilnik', updatedBy: admin.id });
      expect(admin.context.revalidate).not.toHaveBeenCalled();
    });

    it('records the same file again with a changed description on the same setting (the form records on upload, then saves)', async () => {
      const url = '/files/site-images/fedcba9876543210fedcba98.png';
      for (const description of ['', 'Naslovna fotografija']) {
        const result = await recordUploadedFile.run(
          formData({ bucket: 'site-images', fileUrl: url, description }),
          (await asAdmin()).getContext,
        );
        expect(result).toMatchObject({ ok: true, message: 'Fajl je uspešno učitan u site-images' });
      }
      const rows = await database.db.select().from(siteSettings).where(eq(siteSettings.settingValue, url));
      expect(rows).toEqual([
        expect.objectContaining({
          settingKey: 'site-images-fedcba9876543210fedcba98.png',
          description: 'Naslovna fotografija',
        }),
      ]);
    });

    it('makes a logo the site logo (main_logo, replaced by the next one) and expires site_settings', async () => {
      const context = await asAdmin();
      for (const name of ['aaaaaaaaaaaaaaaaaaaaaaaa.png', 'bbbbbbbbbbbbbbbbbbbbbbbb.webp']) {
        const result = await recordUploadedFile.run(
          formData({ bucket: 'logos', fileUrl: `/files/logos/${name}` }),
          context.getContext,
        );
        expect(result).toMatchObject({ ok: true, message: 'Fajl je uspešno učitan u logos' });
      }
      const logos = await database.db.select().from(siteSettings).where(eq(siteSettings.settingKey, 'main_logo'));
      expect(logos).toEqual([expect.objectContaining({ settingValue: '/files/logos/bbbbbbbbbbbbbbbbbbbbbbbb.webp' })]);
      expect(context.revalidate).toHaveBeenCalledTimes(2);
      expect(context.revalidate).toHaveBeenLastCalledWith(['site_settings']);
      const listed = (await listUploadedFileSettings(database.db)).map((file) => file.key);
      expect(listed).toContain('main_logo');
      expect(listed).not.toContain('database_seeded_at');
    });

    it('refuses a file from another bucket or site, a document as a logo, and an unknown bucket', async () => {
      const context = await asAdmin();
      const before = await countAllTables(database.db);
      const cases = [
        { bucket: 'logos', fileUrl: '/files/site-images/cccccccccccccccccccccccc.png' },
        { bucket: 'logos', fileUrl: '/files/logos/cccccccccccccccccccccccc.pdf' },
        { bucket: 'site-images', fileUrl: 'https://evil.example/logo.png' },
      ];
      for (const values of cases) {
        expect(await recordUploadedFile.run(formData(values), context.getContext), values.fileUrl).toMatchObject({
          ok: false,
          formError: 'Fajl nije otpremljen u izabrani bucket. Otpremite ga ponovo.',
        });
      }
      expect(
        await recordUploadedFile.run(formData({ bucket: 'secrets', fileUrl: '' }), context.getContext),
      ).toMatchObject({
        ok: false,
        fieldErrors: { bucket: ['Izaberite bucket'], fileUrl: ['Prvo otpremite fajl'] },
      });
      // Each refused attempt still counts against the admin's rate limit; nothing else changed.
      expect({ ...(await countAllTables(database.db)), rate_limits: 0 }).toEqual({ ...before, rate_limits: 0 });
      expect(context.revalidate).not.toHaveBeenCalled();
    });

    it('refuses anyone but an admin', async () => {
      const settings = () => database.db.select().from(siteSettings).orderBy(siteSettings.settingKey);
      await expectAdminOnly(
        database.db,
        recordUploadedFile,
        () => formData({ bucket: 'logos', fileUrl: '/files/logos/dddddddddddddddddddddddd.png' }),
        settings,
      );
    });
  });
});
