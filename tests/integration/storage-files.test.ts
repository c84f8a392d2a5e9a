import { mkdtemp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import type { GET } from '@/app/files/[bucket]/[...path]/route';
import { prepareDatabase } from '@/lib/db/prepare';
import { memberProfiles, uploadedFiles } from '@/lib/db/schema';
import { RATE_LIMITS } from '@/lib/security/rate-limit';
import { createLocalStorage } from '@/lib/storage/local';
import { storeUpload } from '@/lib/storage/store';
import { handleUploadRequest } from '@/lib/storage/upload-request';
import {
  ORPHANED_UPLOAD_AGE_MS,
  removeOrphanedUploads,
  UPLOAD_QUOTA_BYTES,
  uploadAccess,
  uploadGate,
  uploaderOf,
  type UploadGate,
} from '@/lib/storage/upload-guard';
import { UPLOAD_MESSAGES } from '@/lib/validation/uploads';
import { fileOf, HTML, JPEG_START, padded, PDF_START, PNG_1X1, SVG } from '@/tests/support/upload-fixtures';

import { testContext } from './forms-support';
import { anonymousContext, signedInAccount } from './support/accounts';
import { storeEarlierAvatar } from './support/uploads';
import { NO_SEED, openTestDatabase } from './support/database';

/**
 * Local storage on a real disk: storing an upload, the upload route's refusals, and the serving
 * route's headers and path rules, through the route handlers themselves.
 */

let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'uploads-'));
  vi.stubEnv('UPLOADS_DIR', root);
  vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', undefined);
  vi.stubEnv('SUPABASE_SERVICE_ROLE_KEY', undefined);
  vi.resetModules();
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function serve(urlPath: string): Promise<Response> {
  // Fresh modules, so lib/env reads this test's UPLOADS_DIR.
  const route = (await import('@/app/files/[bucket]/[...path]/route')) as { GET: typeof GET };
  const [bucket = '', ...segments] = urlPath.replace(/^\/files\//, '').split('/');
  return route.GET(new Request(`http://localhost${urlPath}`), { params: Promise.resolve({ bucket, path: segments }) });
}

async function place(relative: string, bytes: Uint8Array) {
  const file = path.join(root, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes);
}

describe('storeUpload on local storage', () => {
  it('stores a checked image under a fresh name with the sniffed extension and serves it back', async () => {
    const storage = createLocalStorage(root);
    const result = await storeUpload({ purpose: 'event', file: fileOf(PNG_1X1, 'plakat', 'image/png'), storage });
    expect(result).toMatchObject({ ok: true, bucket: 'site-images', contentType: 'image/png' });
    if (!result.ok) return;
    expect(result.path).toMatch(/^events\/event-\d{13}-[0-9a-f]{8}\.png$/);
    expect(result.url).toBe(`/files/site-images/${result.path}`);
    expect(new Uint8Array(await readFile(path.join(root, 'site-images', result.path)))).toEqual(PNG_1X1);

    const response = await serve(result.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG_1X1);
  });

  it('refuses without storing anything: spoofed type, too large, nothing chosen', async () => {
    const storage = createLocalStorage(root);
    expect(await storeUpload({ purpose: 'blog', file: fileOf(HTML, 'slika.png', 'image/png'), storage })).toEqual({
      ok: false,
      message: 'Molimo odaberite sliku',
    });
    expect(
      await storeUpload({ purpose: 'blog', file: fileOf(padded(JPEG_START, 6 * 1024 * 1024), 'velika.jpg'), storage }),
    ).toEqual({
      ok: false,
      message: 'Slika je prevelika. Maksimalna veličina je 5MB.',
    });
    expect(await storeUpload({ purpose: 'announcement', file: '', storage })).toEqual({
      ok: false,
      message: 'Molimo odaberite sliku',
    });
    expect(await storeUpload({ purpose: 'announcement', file: null, storage })).toEqual({
      ok: false,
      message: 'Molimo odaberite sliku',
    });
    expect(await readdir(root)).toEqual([]);
  });

  it("answers the tab's failure text when the storage itself fails", async () => {
    const broken = { ...createLocalStorage(root), put: () => Promise.reject(new Error('disk full')) };
    expect(await storeUpload({ purpose: 'event', file: fileOf(PNG_1X1, 'a.png'), storage: broken })).toEqual({
      ok: false,
      message: 'Greška pri otpremanju slike',
    });
  });

  it('never overwrites a stored file, and removing twice is fine', async () => {
    const storage = createLocalStorage(root);
    await storage.put('logos', 'abc.png', PNG_1X1, 'image/png');
    await expect(storage.put('logos', 'abc.png', JPEG_START, 'image/jpeg')).rejects.toThrow();
    await storage.remove('logos', 'abc.png');
    await storage.remove('logos', 'abc.png');
    expect((await serve('/files/logos/abc.png')).status).toBe(404);
  });
});

describe('GET /files/{bucket}/{path}', () => {
  it('serves a raster image inline with its type, nosniff and a year-long immutable cache', async () => {
    await place('site-images/blog/blog-1-ab.png', PNG_1X1);
    const response = await serve('/files/site-images/blog/blog-1-ab.png');
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-disposition': 'inline; filename="blog-1-ab.png"',
    });
  });

  it('serves documents as downloads', async () => {
    await place('uploads/pravilnik.pdf', PDF_START);
    const response = await serve('/files/uploads/pravilnik.pdf');
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="pravilnik.pdf"');
  });

  it('never shows SVG or HTML inline, even when a file named like an image holds it', async () => {
    await place('site-images/logo.png', SVG);
    await place('uploads/stranica.pdf', HTML);
    for (const url of ['/files/site-images/logo.png', '/files/uploads/stranica.pdf']) {
      const response = await serve(url);
      expect(response.headers.get('content-type')).toBe('application/octet-stream');
      expect(response.headers.get('content-disposition')).toMatch(/^attachment;/);
      expect(response.headers.get('content-security-policy')).toContain('sandbox');
    }
  });

  it('answers 404 for missing files, unknown buckets and folders', async () => {
    await place('site-images/events/event-1-ab.png', PNG_1X1);
    for (const url of ['/files/site-images/events/nema.png', '/files/secret/a.png', '/files/site-images/events']) {
      expect((await serve(url)).status).toBe(404);
    }
  });

  it('refuses path traversal in every spelling', async () => {
    // A file right next to the uploads root, where a traversal would land.
    await writeFile(path.join(root, 'secret.png'), PNG_1X1);
    await place('site-images/ok.png', PNG_1X1);
    const attempts: [string, string[]][] = [
      ['site-images', ['..', 'secret.png']],
      ['site-images', ['%2e%2e', 'secret.png']],
      ['site-images', ['..%2fsecret.png']],
      ['site-images', ['../secret.png']],
      ['site-images', ['', 'etc', 'passwd']],
      ['site-images', [path.join(root, 'secret.png')]],
      ['site-images', ['ok.png\0.jpg']],
      ['site-images', ['..\\secret.png']],
      ['..', ['secret.png']],
    ];
    const route = (await import('@/app/files/[bucket]/[...path]/route')) as { GET: typeof GET };
    for (const [bucket, segments] of attempts) {
      const response = await route.GET(new Request('http://localhost/files/x'), {
        params: Promise.resolve({ bucket, path: segments }),
      });
      expect(response.status, `${bucket}/${segments.join('/')}`).toBe(404);
    }
    expect((await serve('/files/site-images/ok.png')).status).toBe(200);
  });
});

describe('POST /files/upload', () => {
  const granted: UploadGate = async () => ({ ok: true, reserve: async () => ({ ok: true, release: async () => {} }) });

  function uploadRequest(purpose: string, file: File | null, headers: Record<string, string> = {}) {
    const body = new FormData();
    if (file) body.append('file', file);
    const request = new Request(`http://localhost:3000/files/upload?purpose=${purpose}`, {
      method: 'POST',
      body,
      headers: { host: 'localhost:3000', origin: 'http://localhost:3000', ...headers },
    });
    return request;
  }

  /** Undici computes Content-Length only on send; the route reads the header, so set it as a browser would. */
  async function withLength(request: Request): Promise<Request> {
    const bytes = await request.clone().arrayBuffer();
    const headers = new Headers(request.headers);
    headers.set('content-length', String(bytes.byteLength));
    return new Request(request.url, { method: 'POST', body: bytes, headers });
  }

  const storeLocally: typeof storeUpload = (input) => storeUpload({ ...input, storage: createLocalStorage(root) });

  it('stores an admin upload and answers its URL', async () => {
    const response = await handleUploadRequest(
      await withLength(uploadRequest('blog', fileOf(PNG_1X1, 'a.png', 'image/png'))),
      {
        gate: granted,
        store: storeLocally,
      },
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { ok: boolean; url: string };
    expect(body.url).toMatch(/^\/files\/site-images\/blog\/blog-\d+-[0-9a-f]{8}\.png$/);
  });

  describe('who may upload, how often and how much (per account)', () => {
    let database: Awaited<ReturnType<typeof openTestDatabase>>;
    beforeAll(async () => {
      database = await openTestDatabase('pglite');
      await prepareDatabase(database.handle, NO_SEED);
    }, 120_000);
    afterAll(async () => database?.close());

    const upload = async (gate: UploadGate, purpose: string, name = 'a.png') =>
      handleUploadRequest(await withLength(uploadRequest(purpose, fileOf(PNG_1X1, name, 'image/png'))), {
        gate,
        store: storeLocally,
      });

    it('answers 401 without a session, 403 to an account that is no approved member (avatars) or no admin, in Serbian, storing nothing', async () => {
      const anonymous = await upload(uploadGate(anonymousContext(database.db).getContext), 'avatar');
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toEqual({ ok: false, message: 'Prijavite se da biste otpremili fajl.' });
      for (const standing of [undefined, 'pending', 'rejected'] as const) {
        const account = await signedInAccount(database.db, standing ? { member: standing } : {});
        const refused = await upload(uploadGate(account.context.getContext), 'avatar');
        expect(refused.status, standing ?? 'no profile').toBe(403);
        expect(await refused.json()).toEqual({ ok: false, message: 'Nemate dozvolu za otpremanje ovog fajla.' });
      }
      const member = await signedInAccount(database.db, { member: 'approved' });
      expect((await upload(uploadGate(member.context.getContext), 'blog')).status).toBe(403);
      expect(await readdir(root)).toEqual([]);

      expect((await upload(uploadGate(member.context.getContext), 'avatar')).status).toBe(200);
      const admin = await signedInAccount(database.db, { admin: true });
      expect((await upload(uploadGate(admin.context.getContext), 'blog')).status).toBe(200);
      expect((await upload(uploadGate(admin.context.getContext), 'avatar')).status).toBe(403);
    });

    it('reads who is uploading from the session', async () => {
      expect(await uploaderOf(await anonymousContext(database.db).getContext())).toBeNull();
      const member = await signedInAccount(database.db, { member: 'approved' });
      expect(await uploaderOf(await member.context.getContext())).toEqual({
        userId: member.id,
        staff: { admin: false, roles: [] },
        member: true,
      });
      const admin = { admin: true, roles: [] };
      expect(uploadAccess('avatar', { userId: member.id, staff: admin, member: false })).toBe('forbidden');
      // The panel's uploads follow the tab's role: an organiser uploads event images, not blog ones.
      const organizer = { userId: member.id, staff: { admin: false, roles: ['organizator' as const] }, member: false };
      expect(uploadAccess('event', organizer)).toBe('granted');
      expect(uploadAccess('blog', organizer)).toBe('forbidden');
      expect(uploadAccess('file', { ...organizer, staff: { admin: false, roles: ['urednik' as const] } })).toBe(
        'granted',
      );
    });

    it(`limits each account to ${RATE_LIMITS.upload.perAccount} uploads in ${RATE_LIMITS.upload.windowMinutes} minutes, whatever address it comes from`, async () => {
      const admin = await signedInAccount(database.db, { admin: true });
      const { cookies } = await admin.context.getContext();
      for (let attempt = 0; attempt < RATE_LIMITS.upload.perAccount; attempt += 1) {
        // A fresh client address for each: only the account's own counter can refuse.
        expect((await upload(uploadGate(testContext(database.db, { cookies }).getContext), 'blog')).status).toBe(200);
      }
      const refused = await upload(uploadGate(testContext(database.db, { cookies }).getContext), 'blog');
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ ok: false, message: expect.stringMatching(/^Previše pokušaja/) });
    });

    it('keeps each account within its storage quota, by the declared size, before reading the body', async () => {
      const member = await signedInAccount(database.db, { member: 'approved' });
      await storeEarlierAvatar(database.db, member.id, UPLOAD_QUOTA_BYTES.member - 10);
      const full = await upload(uploadGate(member.context.getContext), 'avatar');
      expect(full.status).toBe(413);
      expect(await full.json()).toEqual({
        ok: false,
        message:
          'Popunili ste prostor za fajlove (25 MB po nalogu). Uklonite fajlove koje ne koristite ili se obratite administratoru.',
      });
    });

    it('records each stored upload and removes avatars no profile shows after a day', async () => {
      const member = await signedInAccount(database.db, { member: 'approved' });
      const storage = createLocalStorage(root);
      const stored = async (name: string) =>
        (await (await upload(uploadGate(member.context.getContext), 'avatar', name)).json()) as {
          url: string;
          path: string;
        };
      const kept = await stored('ja.png');
      const orphan = await stored('ja2.png');
      await database.db
        .update(memberProfiles)
        .set({ profileImage: kept.url })
        .where(eq(memberProfiles.id, member.memberId!));
      const rows = await database.db.select().from(uploadedFiles).where(eq(uploadedFiles.userId, member.id));
      expect(rows.map((row) => row.url).sort()).toEqual([kept.url, orphan.url].sort());
      expect(rows.every((row) => row.bytes === PNG_1X1.byteLength)).toBe(true);

      expect(await removeOrphanedUploads(database.db, new Date(), storage)).toBe(0);
      const tomorrow = new Date(Date.now() + ORPHANED_UPLOAD_AGE_MS + 60_000);
      expect(await removeOrphanedUploads(database.db, tomorrow, storage)).toBeGreaterThanOrEqual(1);
      const left = await database.db.select().from(uploadedFiles).where(eq(uploadedFiles.userId, member.id));
      expect(left.map((row) => row.url)).toEqual([kept.url]);
      await expect(readFile(path.join(root, 'uploads', orphan.path))).rejects.toThrow();
      expect((await readFile(path.join(root, 'uploads', kept.path))).byteLength).toBe(PNG_1X1.byteLength);
    });
  });

  it('refuses an unknown purpose, a cross-site origin, a body without length and one far too long', async () => {
    const options = { gate: granted, store: storeLocally };
    expect(
      (await handleUploadRequest(await withLength(uploadRequest('secret', fileOf(PNG_1X1, 'a.png'))), options)).status,
    ).toBe(400);
    const crossSite = uploadRequest('blog', fileOf(PNG_1X1, 'a.png'), { origin: 'https://evil.example' });
    expect((await handleUploadRequest(await withLength(crossSite), options)).status).toBe(400);
    expect((await handleUploadRequest(uploadRequest('blog', fileOf(PNG_1X1, 'a.png')), options)).status).toBe(411);

    const huge = uploadRequest('blog', fileOf(PNG_1X1, 'a.png'), { 'content-length': String(50 * 1024 * 1024) });
    const tooLong = await handleUploadRequest(huge, options);
    expect(tooLong.status).toBe(413);
    expect(await tooLong.json()).toEqual({ ok: false, message: 'Slika je prevelika. Maksimalna veličina je 5MB.' });
  });

  it('answers a Cyrillic page’s upload in Cyrillic, whatever refuses it (the route, the gate, the file)', async () => {
    const options = { gate: granted, store: storeLocally };
    const inCyrillic = (purpose: string, file: File, headers: Record<string, string> = {}) => {
      const request = uploadRequest(purpose, file, headers);
      return new Request(`${request.url}&script=cir`, request);
    };
    const huge = inCyrillic('blog', fileOf(PNG_1X1, 'a.png'), { 'content-length': String(50 * 1024 * 1024) });
    expect(await (await handleUploadRequest(huge, options)).json()).toEqual({
      ok: false,
      message: 'Слика је превелика. Максимална величина је 5МБ.',
    });
    const spoofed = await handleUploadRequest(await withLength(inCyrillic('blog', fileOf(SVG, 'slika.png'))), options);
    expect(await spoofed.json()).toEqual({ ok: false, message: 'Молимо одаберите слику' });
    const refusedByGate = await handleUploadRequest(await withLength(inCyrillic('avatar', fileOf(PNG_1X1, 'a.png'))), {
      gate: async () => ({ ok: false, status: 401, message: UPLOAD_MESSAGES.signInRequired }),
      store: storeLocally,
    });
    expect(await refusedByGate.json()).toEqual({ ok: false, message: 'Пријавите се да бисте отпремили фајл.' });
  });

  it('answers 422 with the message for a spoofed file', async () => {
    const response = await handleUploadRequest(
      await withLength(uploadRequest('blog', fileOf(SVG, 'slika.png', 'image/png'))),
      {
        gate: granted,
        store: storeLocally,
      },
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ ok: false, message: 'Molimo odaberite sliku' });
  });
});
