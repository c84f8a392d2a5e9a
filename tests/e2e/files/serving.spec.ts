import { mkdir, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';

import { expect, test } from '@playwright/test';

import { PNG_1X1, SVG } from '../../support/upload-fixtures';

/**
 * Uploaded files as the production server serves them. The browser-test server keeps its data in
 * .data-e2e (scripts/e2e-server.sh), so its local uploads live in .data-e2e/uploads; the test puts
 * files there as an upload would.
 */
const UPLOADS = path.resolve('.data-e2e/uploads');
const IMAGE = 'site-images/e2e/e2e-image.png';
const DISGUISED_SVG = 'site-images/e2e/e2e-disguised.png';

test.beforeAll(async () => {
  await mkdir(path.join(UPLOADS, 'site-images/e2e'), { recursive: true });
  await writeFile(path.join(UPLOADS, IMAGE), PNG_1X1);
  await writeFile(path.join(UPLOADS, DISGUISED_SVG), SVG);
});

test.afterAll(async () => {
  await rm(path.join(UPLOADS, 'site-images/e2e'), { recursive: true, force: true });
});

/** A GET with the path exactly as written: URL parsers would resolve `..` and `%2e%2e` before sending. */
function rawGet(baseURL: string, rawPath: string): Promise<number> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, path: rawPath, method: 'GET' }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
    request.end();
  });
}

test.describe('[FILES] /files/{bucket}/{path}', () => {
  test('serves an uploaded image with its type, nosniff and an immutable cache', async ({ request }) => {
    const response = await request.get(`/files/${IMAGE}`);
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['content-type']).toBe('image/png');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headers['content-disposition']).toMatch(/^inline;/);
    // Its own sandboxing policy, not the pages' (next.config.mjs would otherwise replace it).
    expect(headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(Buffer.from(await response.body())).toEqual(Buffer.from(PNG_1X1));
  });

  test('next/image optimises uploaded images', async ({ request }) => {
    const response = await request.get(`/_next/image?url=${encodeURIComponent(`/files/${IMAGE}`)}&w=64&q=75`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\//);
  });

  test('downloads an SVG disguised as a PNG instead of rendering it', async ({ request }) => {
    const response = await request.get(`/files/${DISGUISED_SVG}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/octet-stream');
    expect(response.headers()['content-disposition']).toMatch(/^attachment;/);
  });

  test('answers 404 for a missing file and an unknown bucket', async ({ request }) => {
    expect((await request.get('/files/site-images/e2e/nema.png')).status()).toBe(404);
    expect((await request.get('/files/private/e2e-image.png')).status()).toBe(404);
  });

  test('an address whose %-escapes do not decode is a Serbian 404, not a server error', async ({ baseURL }) => {
    for (const broken of ['/files/site-images/%E0%A4x.png', '/files/site-images/e2e/%zz', '/files/avatars/%']) {
      const response = await fetch(new URL(broken, baseURL));
      expect(response.status, broken).toBe(404);
      expect(await response.text(), broken).toBe('Fajl nije pronađen');
    }
  });

  test('never leaves the uploads folder, however the path is spelled', async ({ baseURL }) => {
    for (const attempt of [
      '/files/site-images/../../../package.json',
      '/files/site-images/%2e%2e/%2e%2e/%2e%2e/package.json',
      '/files/site-images/..%2f..%2f..%2fpackage.json',
      '/files/site-images/%2e%2e%2f%2e%2e%2f%2e%2e%2fpackage.json',
      '/files/site-images/..%5c..%5c..%5cpackage.json',
      `/files/site-images/${encodeURIComponent(path.resolve('package.json'))}`,
      '/files/site-images/e2e/e2e-image.png%00.txt',
    ]) {
      const status = await rawGet(baseURL!, attempt);
      expect([400, 404], attempt).toContain(status);
    }
  });
});

test.describe('[FILES] POST /files/upload', () => {
  test('refuses an upload without a session, in Serbian', async ({ request }) => {
    const response = await request.post('/files/upload?purpose=blog', {
      multipart: { file: { name: 'slika.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1X1) } },
    });
    expect(response.status()).toBe(401);
    expect(await response.json()).toEqual({ ok: false, message: 'Prijavite se da biste otpremili fajl.' });
  });
});
