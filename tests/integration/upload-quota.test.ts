import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { uploadedFiles } from '@/lib/db/schema';
import { createLocalStorage } from '@/lib/storage/local';
import { storeUpload } from '@/lib/storage/store';
import type { FileStorage } from '@/lib/storage/types';
import { UPLOAD_QUOTA_BYTES, uploadGate } from '@/lib/storage/upload-guard';
import { handleUploadRequest } from '@/lib/storage/upload-request';
import { fileOf, padded, PNG_1X1 } from '@/tests/support/upload-fixtures';

import { storeEarlierAvatar } from './support/uploads';
import { signedInAccount, type TestAccount } from './support/accounts';
import { BACKENDS, NO_SEED, useTestDatabase } from './support/database';

/**
 * The per-account storage quota holds under parallel uploads (issue 48: 12 parallel uploads of a
 * member stored 59 MB of a 25 MB quota): the space is reserved in one locked transaction before
 * the bytes are written, and a write that fails gives the space back.
 */

const MEGABYTE = 1024 * 1024;
const QUOTA_MESSAGE =
  'Popunili ste prostor za fajlove (25 MB po nalogu). Uklonite fajlove koje ne koristite ili se obratite administratoru.';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'upload-quota-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

/** An avatar upload as the browser sends it, Content-Length included. */
async function avatarRequest(bytes: Uint8Array): Promise<Request> {
  const body = new FormData();
  body.append('file', fileOf(bytes, 'ja.png', 'image/png'));
  const encoded = new Request('http://localhost:3000/', { method: 'POST', body });
  const headers = new Headers({ host: 'localhost:3000', origin: 'http://localhost:3000' });
  headers.set('content-type', encoded.headers.get('content-type') ?? '');
  const payload = await encoded.arrayBuffer();
  headers.set('content-length', String(payload.byteLength));
  return new Request('http://localhost:3000/files/upload?purpose=avatar', { method: 'POST', body: payload, headers });
}

async function bytesOnDisk(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}

describe.each(BACKENDS)('the upload quota under parallel uploads, on %s', (backend) => {
  const database = useTestDatabase(backend, NO_SEED);

  const upload = (member: TestAccount, bytes: Uint8Array, storage: FileStorage = createLocalStorage(root)) =>
    avatarRequest(bytes).then((request) =>
      handleUploadRequest(request, {
        gate: uploadGate(member.context.getContext),
        store: (input) => storeUpload({ ...input, storage }),
      }),
    );

  const storedRows = (member: TestAccount) =>
    database.db.select().from(uploadedFiles).where(eq(uploadedFiles.userId, member.id));

  it('12 parallel uploads of 5 MB store at most 25 MB for one member; the others get the quota message', async () => {
    const member = await signedInAccount(database.db, { member: 'approved' });
    const fiveMegabytes = padded(PNG_1X1, 5 * MEGABYTE);

    const responses = await Promise.all(Array.from({ length: 12 }, () => upload(member, fiveMegabytes)));

    const statuses = responses.map((response) => response.status);
    const stored = statuses.filter((status) => status === 200).length;
    expect(stored, statuses.join(',')).toBeGreaterThanOrEqual(1);
    expect(stored * 5 * MEGABYTE, statuses.join(',')).toBeLessThanOrEqual(UPLOAD_QUOTA_BYTES.member);
    for (const response of responses.filter((each) => each.status !== 200)) {
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ ok: false, message: QUOTA_MESSAGE });
    }

    const rows = await storedRows(member);
    expect(rows).toHaveLength(stored);
    expect(rows.reduce((sum, row) => sum + row.bytes, 0)).toBeLessThanOrEqual(UPLOAD_QUOTA_BYTES.member);
    expect(rows.every((row) => row.bytes === 5 * MEGABYTE && row.url === `/files/uploads/${row.path}`)).toBe(true);
    expect(await bytesOnDisk(root)).toBe(stored * 5 * MEGABYTE);
  });

  it('a write that fails leaves no reservation, so the space stays free', async () => {
    const member = await signedInAccount(database.db, { member: 'approved' });
    await storeEarlierAvatar(database.db, member.id, 20 * MEGABYTE);
    const broken: FileStorage = { ...createLocalStorage(root), put: () => Promise.reject(new Error('disk full')) };

    const failed = await upload(member, padded(PNG_1X1, 4 * MEGABYTE), broken);
    expect(failed.status).toBe(422);
    expect(await failed.json()).toEqual({ ok: false, message: 'Nije moguće otpremiti sliku.' });
    expect((await storedRows(member)).map((row) => row.path)).toEqual(['avatars/staro.png']);

    // The 4 MB are free again: a second try fits (20 + 4 of 25 MB), a third does not.
    expect((await upload(member, padded(PNG_1X1, 4 * MEGABYTE))).status).toBe(200);
    const full = await upload(member, padded(PNG_1X1, 4 * MEGABYTE));
    expect(full.status).toBe(413);
    expect(await full.json()).toEqual({ ok: false, message: QUOTA_MESSAGE });
    expect((await storedRows(member)).reduce((sum, row) => sum + row.bytes, 0)).toBe(24 * MEGABYTE);
  });
});
