import { describe, expect, it } from 'vitest';

import { checkUpload, sniffFileType } from '@/lib/storage/sniff';
import {
  acceptAttribute,
  isSafeStoragePath,
  locationFitsPurpose,
  parseStorageUrl,
  storedFileName,
  UPLOAD_PURPOSES,
} from '@/lib/storage/uploads';
import {
  AVIF_START,
  DOCX_START,
  GIF_START,
  HEIC_START,
  HTML,
  JPEG_START,
  padded,
  PDF_START,
  PNG_1X1,
  SVG,
  WEBP_START,
  XML_SVG,
  ZIP_START,
} from '@/tests/support/upload-fixtures';

const MB = 1024 * 1024;

describe('sniffFileType', () => {
  it.each([
    ['PNG', PNG_1X1, 'image/png', 'png'],
    ['JPEG', JPEG_START, 'image/jpeg', 'jpg'],
    ['GIF', GIF_START, 'image/gif', 'gif'],
    ['WebP', WEBP_START, 'image/webp', 'webp'],
    ['AVIF', AVIF_START, 'image/avif', 'avif'],
    ['PDF', PDF_START, 'application/pdf', 'pdf'],
    ['Word', DOCX_START, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'],
  ])('recognises %s by its bytes', async (_label, bytes, mime, extension) => {
    expect(await sniffFileType(bytes)).toMatchObject({ mime, extension });
  });

  it.each([
    ['SVG', SVG],
    ['SVG with an XML declaration', XML_SVG],
    ['HTML', HTML],
    ['HEIC', HEIC_START],
    ['a ZIP that is no Office document', ZIP_START],
    ['an empty file', new Uint8Array()],
    ['a truncated PNG signature', PNG_1X1.subarray(0, 5)],
  ])('knows nothing of %s', async (_label, bytes) => {
    expect(await sniffFileType(bytes)).toBeNull();
  });
});

describe('checkUpload', () => {
  it('accepts an image whose name and type agree with its bytes, under the sniffed type', async () => {
    expect(await checkUpload('blog', { bytes: PNG_1X1, name: 'naslovna.PNG', type: 'image/png' })).toMatchObject({
      ok: true,
      type: { extension: 'png' },
    });
    expect(await checkUpload('event', { bytes: JPEG_START, name: 'plakat.jpeg', type: 'image/jpeg' })).toMatchObject({
      ok: true,
      type: { extension: 'jpg' },
    });
    expect(
      (await checkUpload('announcement', { bytes: AVIF_START, name: 'baner', type: 'application/octet-stream' })).ok,
    ).toBe(true);
  });

  it("refuses what is not an image with the spec's 'Molimo odaberite sliku'", async () => {
    for (const bytes of [SVG, HTML, PDF_START]) {
      expect(await checkUpload('blog', { bytes, name: 'slika.png', type: 'image/png' })).toEqual({
        ok: false,
        message: 'Molimo odaberite sliku',
      });
    }
    expect(await checkUpload('announcement', { bytes: SVG, name: 'logo.svg', type: 'image/svg+xml' })).toEqual({
      ok: false,
      message: 'Molimo odaberite sliku',
    });
    expect((await checkUpload('logo', { bytes: XML_SVG, name: 'logo.svg', type: 'image/svg+xml' })).ok).toBe(false);
  });

  it('refuses a real image sent under another extension or type (spoofed claim)', async () => {
    const mismatch = { ok: false, message: 'Sadržaj fajla ne odgovara njegovoj ekstenziji ili tipu.' };
    expect(await checkUpload('blog', { bytes: PNG_1X1, name: 'slika.jpg', type: 'image/jpeg' })).toEqual(mismatch);
    expect(await checkUpload('blog', { bytes: PNG_1X1, name: 'slika.png', type: 'image/gif' })).toEqual(mismatch);
    expect(await checkUpload('file', { bytes: PDF_START, name: 'ugovor.docx', type: '' })).toEqual(mismatch);
  });

  it("enforces 5 MB for event, blog, announcement images and avatars with the spec's message", async () => {
    for (const purpose of ['event', 'blog', 'announcement', 'avatar'] as const) {
      expect(
        (await checkUpload(purpose, { bytes: padded(PNG_1X1, 5 * MB), name: 'a.png', type: 'image/png' })).ok,
      ).toBe(true);
      expect(
        await checkUpload(purpose, { bytes: padded(PNG_1X1, 5 * MB + 1), name: 'a.png', type: 'image/png' }),
      ).toEqual({
        ok: false,
        message: 'Slika je prevelika. Maksimalna veličina je 5MB.',
      });
    }
  });

  it('allows larger media images and Files-tab documents, up to 20 MB', async () => {
    expect((await checkUpload('media', { bytes: padded(JPEG_START, 8 * MB), name: 'hero.jpg' })).ok).toBe(true);
    expect(await checkUpload('file', { bytes: padded(PDF_START, 20 * MB + 1), name: 'a.pdf' })).toEqual({
      ok: false,
      message: 'Fajl je prevelik. Maksimalna veličina je 20MB.',
    });
  });

  it('asks for a file when the file is empty', async () => {
    expect(await checkUpload('blog', { bytes: new Uint8Array(), name: 'a.png' })).toEqual({
      ok: false,
      message: 'Molimo odaberite sliku',
    });
    expect(await checkUpload('file', { bytes: new Uint8Array(), name: 'a.pdf' })).toEqual({
      ok: false,
      message: 'Molimo odaberite fajl',
    });
  });

  it('takes documents only in the uploads bucket, and never SVG or HTML there either', async () => {
    expect((await checkUpload('file', { bytes: PDF_START, name: 'pravilnik.pdf', type: 'application/pdf' })).ok).toBe(
      true,
    );
    expect((await checkUpload('file', { bytes: DOCX_START, name: 'ugovor.docx' })).ok).toBe(true);
    expect(await checkUpload('site-image', { bytes: PDF_START, name: 'a.pdf' })).toEqual({
      ok: false,
      message: 'Molimo odaberite sliku',
    });
    const refused = {
      ok: false,
      message: 'Dozvoljeni su PDF, Word, Excel i PowerPoint dokumenti i slike (PNG, JPEG, WebP, GIF, AVIF).',
    };
    expect(await checkUpload('file', { bytes: SVG, name: 'a.svg' })).toEqual(refused);
    expect(await checkUpload('file', { bytes: HTML, name: 'a.html' })).toEqual(refused);
    expect(await checkUpload('file', { bytes: ZIP_START, name: 'a.zip' })).toEqual(refused);
  });
});

describe('storedFileName', () => {
  const parts = { extension: 'webp', now: new Date(1767225600000), random: (bytes: number) => 'ab'.repeat(bytes) };

  it('names files as spec §7 does, with a random suffix after each timestamp', () => {
    expect(storedFileName('announcement', parts)).toBe('announcement-1767225600000-abababab.webp');
    expect(storedFileName('event', parts)).toBe('events/event-1767225600000-abababab.webp');
    expect(storedFileName('blog', parts)).toBe('blog/blog-1767225600000-abababab.webp');
    expect(storedFileName('avatar', parts)).toBe('avatars/avatar-1767225600000-abababab.webp');
    expect(storedFileName('media', { ...parts, mediaId: '6F1C2B0E-0000-4000-8000-000000000001' })).toBe(
      '6f1c2b0e-0000-4000-8000-000000000001-abababab.webp',
    );
    expect(storedFileName('file', parts)).toBe(`${'ab'.repeat(12)}.webp`);
  });

  it('gives two uploads in the same millisecond different names', () => {
    const now = new Date();
    expect(storedFileName('event', { extension: 'png', now })).not.toBe(
      storedFileName('event', { extension: 'png', now }),
    );
  });

  it('refuses a media upload without a plausible media id', () => {
    expect(() => storedFileName('media', { extension: 'png' })).toThrow();
    expect(() => storedFileName('media', { extension: 'png', mediaId: '../../etc' })).toThrow();
  });

  it('makes only names the path rule accepts', () => {
    for (const purpose of UPLOAD_PURPOSES) {
      expect(isSafeStoragePath(storedFileName(purpose, { extension: 'jpg', mediaId: 'hero-1' }))).toBe(true);
    }
  });
});

describe('isSafeStoragePath', () => {
  it.each(['announcement-1-ab.png', 'events/event-1-ab.jpg', 'blog/blog-1-ab.avif', 'abcdef.pdf'])(
    'accepts %s',
    (path) => {
      expect(isSafeStoragePath(path)).toBe(true);
    },
  );

  it.each([
    '..',
    '../secret.png',
    'events/../../.env',
    'events/..',
    '%2e%2e/x.png',
    '/etc/passwd',
    '//x.png',
    'a//b.png',
    'C:\\x.png',
    'events\\..\\x.png',
    'x.png\0.jpg',
    '.hidden.png',
    'a/b/c.png',
    'noextension',
    'Velika.PNG',
    'a.tar.gz',
    '',
  ])('refuses %j', (path) => {
    expect(isSafeStoragePath(path)).toBe(false);
  });
});

describe('parseStorageUrl and locationFitsPurpose', () => {
  const base = 'https://abc.supabase.co/storage/v1/object/public/';

  it('finds bucket and path only under our public prefix', () => {
    expect(parseStorageUrl('/files/site-images/events/event-1-ab.png', '/files/')).toEqual({
      bucket: 'site-images',
      path: 'events/event-1-ab.png',
    });
    expect(parseStorageUrl(`${base}logos/abc.png`, base)).toEqual({ bucket: 'logos', path: 'abc.png' });
    expect(parseStorageUrl('https://evil.example/storage/v1/object/public/logos/abc.png', base)).toBeNull();
    expect(parseStorageUrl(`${base}secret/abc.png`, base)).toBeNull();
    expect(parseStorageUrl('/files/logos/abc.png?x=1', '/files/')).toBeNull();
    expect(parseStorageUrl('/files/logos/../abc.png', '/files/')).toBeNull();
    expect(parseStorageUrl('//files/logos/abc.png', '/files/')).toBeNull();
  });

  it('matches a purpose by bucket, and image purposes only to raster images', () => {
    expect(locationFitsPurpose({ bucket: 'site-images', path: 'blog/blog-1-ab.png' }, 'blog')).toBe(true);
    expect(locationFitsPurpose({ bucket: 'uploads', path: 'abc.png' }, 'blog')).toBe(false);
    expect(locationFitsPurpose({ bucket: 'uploads', path: 'abc.pdf' }, 'file')).toBe(true);
    expect(locationFitsPurpose({ bucket: 'uploads', path: 'avatars/avatar-1-ab.pdf' }, 'avatar')).toBe(false);
  });
});

describe('acceptAttribute', () => {
  it('offers images for image purposes and documents only for the uploads bucket', () => {
    expect(acceptAttribute('blog')).toContain('image/png');
    expect(acceptAttribute('blog')).not.toContain('pdf');
    expect(acceptAttribute('file')).toContain('application/pdf');
    expect(acceptAttribute('logo')).not.toContain('svg');
  });
});
