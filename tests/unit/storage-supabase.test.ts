import { describe, expect, it } from 'vitest';

import { isOwnStorageUrl, ownStorageLocation } from '@/lib/storage';
import { bucketPolicy, createSupabaseStorage, SupabaseStorageError } from '@/lib/storage/supabase';
import { PNG_1X1 } from '@/tests/support/upload-fixtures';
import { firstOf } from '../support/first';

const PROJECT = 'https://abcdefghijklmnop.supabase.co';
const KEY = 'service-role-test-key';

interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

/**
 * A fetch that answers from a list of responses recorded from Supabase Storage (storage-api v1:
 * the legacy error body carries the real status in `statusCode` next to an HTTP 400) and keeps
 * every request for the assertions.
 */
function recordedFetch(responses: { status: number; body: unknown }[]) {
  const calls: Call[] = [];
  const fetchStub = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const body =
      init.body instanceof Blob
        ? new Uint8Array(await init.body.arrayBuffer())
        : init.body
          ? JSON.parse(String(init.body))
          : undefined;
    calls.push({ url: String(input), method: init.method ?? 'GET', headers: new Headers(init.headers), body });
    const next = responses.shift();
    if (!next) throw new Error(`Unexpected request ${init.method} ${String(input)}`);
    return new Response(JSON.stringify(next.body), {
      status: next.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { calls, fetch: fetchStub as typeof fetch };
}

const UPLOADED = {
  status: 200,
  body: { Key: 'site-images/events/event-1767225600000-1a2b3c4d.png', Id: '0b4c7e1e-3f0a-4a55-9c1f-2d7f0c9e8a61' },
};
const BUCKET_NOT_FOUND = {
  status: 400,
  body: { statusCode: '404', error: 'Bucket not found', message: 'Bucket not found' },
};
const DUPLICATE = {
  status: 400,
  body: { statusCode: '409', error: 'Duplicate', message: 'The resource already exists' },
};
const BUCKET_CREATED = { status: 200, body: { name: 'site-images' } };
const UNAUTHORIZED = { status: 400, body: { statusCode: '403', error: 'Unauthorized', message: 'invalid signature' } };

describe('Supabase storage adapter', () => {
  it('uploads with the service-role key, never overwriting, and answers the public URL', async () => {
    const recorded = recordedFetch([UPLOADED]);
    const storage = createSupabaseStorage({ url: `${PROJECT}/`, serviceRoleKey: KEY, fetch: recorded.fetch });
    const stored = await storage.put('site-images', 'events/event-1767225600000-1a2b3c4d.png', PNG_1X1, 'image/png');

    expect(stored).toEqual({
      url: `${PROJECT}/storage/v1/object/public/site-images/events/event-1767225600000-1a2b3c4d.png`,
      path: 'events/event-1767225600000-1a2b3c4d.png',
    });
    const call = firstOf(recorded.calls);
    expect(call.method).toBe('POST');
    expect(call.url).toBe(`${PROJECT}/storage/v1/object/site-images/events/event-1767225600000-1a2b3c4d.png`);
    expect(call.headers.get('authorization')).toBe(`Bearer ${KEY}`);
    expect(call.headers.get('apikey')).toBe(KEY);
    expect(call.headers.get('content-type')).toBe('image/png');
    expect(call.headers.get('x-upsert')).toBe('false');
    expect(call.body).toEqual(PNG_1X1);
  });

  it('creates a missing bucket as public with our limits, then uploads again', async () => {
    const recorded = recordedFetch([BUCKET_NOT_FOUND, BUCKET_CREATED, UPLOADED]);
    const storage = createSupabaseStorage({ url: PROJECT, serviceRoleKey: KEY, fetch: recorded.fetch });
    await storage.put('site-images', 'blog/blog-1-ab.png', PNG_1X1, 'image/png');

    expect(recorded.calls.map((call) => `${call.method} ${call.url.replace(PROJECT, '')}`)).toEqual([
      'POST /storage/v1/object/site-images/blog/blog-1-ab.png',
      'POST /storage/v1/bucket',
      'POST /storage/v1/object/site-images/blog/blog-1-ab.png',
    ]);
    expect(recorded.calls[1]?.body).toEqual({
      id: 'site-images',
      name: 'site-images',
      public: true,
      file_size_limit: 20 * 1024 * 1024,
      allowed_mime_types: ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif'],
    });
  });

  it('tolerates a bucket another instance created meanwhile (new error format, 404 then 409)', async () => {
    const recorded = recordedFetch([
      {
        status: 404,
        body: { statusCode: '404', code: 'NoSuchBucket', error: 'Bucket not found', message: 'Bucket not found' },
      },
      {
        status: 409,
        body: {
          statusCode: '409',
          code: 'ResourceAlreadyExists',
          error: 'Duplicate',
          message: 'The resource already exists',
        },
      },
      UPLOADED,
    ]);
    const storage = createSupabaseStorage({ url: PROJECT, serviceRoleKey: KEY, fetch: recorded.fetch });
    await expect(storage.put('logos', 'abc.png', PNG_1X1, 'image/png')).resolves.toMatchObject({ path: 'abc.png' });
  });

  it('fails on any other refusal, with Supabase’s message and never the key', async () => {
    const storage = createSupabaseStorage({
      url: PROJECT,
      serviceRoleKey: KEY,
      fetch: recordedFetch([DUPLICATE]).fetch,
    });
    const failure = storage.put('logos', 'abc.png', PNG_1X1, 'image/png');
    await expect(failure).rejects.toBeInstanceOf(SupabaseStorageError);
    await expect(failure).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining('The resource already exists'),
    });

    const unauthorised = createSupabaseStorage({
      url: PROJECT,
      serviceRoleKey: KEY,
      fetch: recordedFetch([UNAUTHORIZED]).fetch,
    });
    const error = await unauthorised.put('logos', 'abc.png', PNG_1X1, 'image/png').catch((caught: Error) => caught);
    expect(error).toMatchObject({ status: 403 });
    expect(String((error as Error).message)).not.toContain(KEY);
  });

  it('removes through the bulk delete, which answers 200 whether or not the file existed', async () => {
    const recorded = recordedFetch([
      { status: 200, body: [{ name: 'abc.pdf', bucket_id: 'uploads', id: '9e0c6a8e-9a43-4a0f-8e8b-2b5d0f6a1c11' }] },
      { status: 200, body: [] },
    ]);
    const storage = createSupabaseStorage({ url: PROJECT, serviceRoleKey: KEY, fetch: recorded.fetch });
    await storage.remove('uploads', 'abc.pdf');
    await storage.remove('uploads', 'abc.pdf');
    expect(recorded.calls[0]).toMatchObject({
      method: 'DELETE',
      url: `${PROJECT}/storage/v1/object/uploads`,
      body: { prefixes: ['abc.pdf'] },
    });
  });

  it('lets documents into the uploads bucket only', () => {
    expect(bucketPolicy('uploads').allowed_mime_types).toContain('application/pdf');
    expect(bucketPolicy('logos').allowed_mime_types).not.toContain('application/pdf');
    expect(bucketPolicy('logos').file_size_limit).toBe(5 * 1024 * 1024);
  });
});

describe('isOwnStorageUrl with Supabase', () => {
  const storage = createSupabaseStorage({ url: PROJECT, serviceRoleKey: KEY, fetch: recordedFetch([]).fetch });
  const own = `${PROJECT}/storage/v1/object/public/site-images/blog/blog-1767225600000-1a2b3c4d.webp`;

  it('accepts our public URLs and refuses other projects and hosts', () => {
    expect(ownStorageLocation(own, 'blog', storage)).toEqual({
      bucket: 'site-images',
      path: 'blog/blog-1767225600000-1a2b3c4d.webp',
    });
    expect(isOwnStorageUrl(own.replace('abcdefghijklmnop', 'someoneelse'), undefined, storage)).toBe(false);
    expect(isOwnStorageUrl('https://example.com/blog-1.webp', undefined, storage)).toBe(false);
    expect(isOwnStorageUrl('/files/site-images/blog/blog-1-ab.webp', undefined, storage)).toBe(false);
    expect(
      isOwnStorageUrl(`${PROJECT}/storage/v1/object/sign/site-images/blog/blog-1-ab.webp`, undefined, storage),
    ).toBe(false);
  });

  it('refuses a file of the wrong bucket or kind for the purpose', () => {
    expect(isOwnStorageUrl(own, 'file', storage)).toBe(false);
    expect(isOwnStorageUrl(`${PROJECT}/storage/v1/object/public/uploads/abc.pdf`, 'avatar', storage)).toBe(false);
  });
});
