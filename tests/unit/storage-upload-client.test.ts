import { describe, expect, it } from 'vitest';

import {
  progressPercent,
  readUploadResponse,
  uploadWithProgress,
  type UploadRequest,
} from '@/lib/storage/upload-client';
import { fileOf, padded, PNG_1X1 } from '@/tests/support/upload-fixtures';

const FAILURE = 'Greška prilikom uploadovanja slike';
/** Node has no ProgressEvent; the upload code reads nothing from load, error and abort events. */
const NO_EVENT = {} as ProgressEvent;

/** An XMLHttpRequest stand-in the test drives: progress events, then an answer or a failure. */
function fakeRequest() {
  const sent: { method?: string; url?: string; body?: FormData } = {};
  const request = {
    status: 0,
    responseText: '',
    upload: { onprogress: null },
    onload: null,
    onerror: null,
    onabort: null,
    open(method: string, url: string) {
      Object.assign(sent, { method, url });
    },
    send(body: FormData) {
      sent.body = body;
    },
    abort() {
      request.onabort?.call(request as unknown as XMLHttpRequest, NO_EVENT);
    },
  } as unknown as UploadRequest & { status: number; responseText: string };
  const progress = (loaded: number, total: number) =>
    request.upload.onprogress?.call(
      request as unknown as XMLHttpRequest,
      { loaded, total, lengthComputable: true } as ProgressEvent,
    );
  const answer = (status: number, body: unknown) => {
    Object.assign(request, { status, responseText: typeof body === 'string' ? body : JSON.stringify(body) });
    request.onload?.call(request as unknown as XMLHttpRequest, NO_EVENT);
  };
  return { request, sent, progress, answer };
}

describe('uploadWithProgress', () => {
  it('posts the file to the upload route for its purpose, reports progress, and resolves with the stored URL', async () => {
    const fake = fakeRequest();
    const seen: number[] = [];
    const done = uploadWithProgress({
      purpose: 'media',
      mediaId: 'hero-1',
      file: fileOf(padded(PNG_1X1, 600_000), 'hero.png', 'image/png'),
      script: 'lat',
      onProgress: (progress) => seen.push(progressPercent(progress)),
      createRequest: () => fake.request,
    });
    fake.progress(150_000, 600_000);
    fake.progress(600_000, 600_000);
    fake.answer(200, { ok: true, url: '/files/site-images/hero-1-abcd1234.png', path: 'hero-1-abcd1234.png' });

    await expect(done).resolves.toEqual({
      ok: true,
      url: '/files/site-images/hero-1-abcd1234.png',
      path: 'hero-1-abcd1234.png',
    });
    expect(seen).toEqual([25, 100]);
    expect(fake.sent.method).toBe('POST');
    expect(fake.sent.url).toBe('/files/upload?purpose=media&script=lat');
    expect(fake.sent.body?.get('mediaId')).toBe('hero-1');
    expect(fake.sent.body?.get('file')).toBeInstanceOf(File);
  });

  it("refuses a file over the limit at once, with the spec's message and no request", async () => {
    const result = await uploadWithProgress({
      purpose: 'blog',
      file: fileOf(padded(PNG_1X1, 5 * 1024 * 1024 + 1), 'big.png'),
      script: 'lat',
      createRequest: () => {
        throw new Error('must not send');
      },
    });
    expect(result).toEqual({ ok: false, message: 'Slika je prevelika. Maksimalna veličina je 5MB.' });
  });

  it("shows the server's message, and the purpose's failure text when the answer is unreadable", async () => {
    const refused = fakeRequest();
    const first = uploadWithProgress({
      purpose: 'blog',
      file: fileOf(PNG_1X1, 'a.png'),
      script: 'lat',
      createRequest: () => refused.request,
    });
    refused.answer(422, { ok: false, message: 'Molimo odaberite sliku' });
    await expect(first).resolves.toEqual({ ok: false, message: 'Molimo odaberite sliku' });

    const broken = fakeRequest();
    const second = uploadWithProgress({
      purpose: 'blog',
      file: fileOf(PNG_1X1, 'a.png'),
      script: 'lat',
      createRequest: () => broken.request,
    });
    broken.answer(502, '<html>Bad gateway</html>');
    await expect(second).resolves.toEqual({ ok: false, message: FAILURE });
  });

  it('speaks the page’s script: its own checks in Cyrillic, and it asks the server for Cyrillic', async () => {
    const tooLarge = await uploadWithProgress({
      purpose: 'file',
      script: 'cir',
      file: fileOf(padded(PNG_1X1, 20 * 1024 * 1024 + 1), 'big.png'),
      createRequest: () => {
        throw new Error('must not send');
      },
    });
    expect(tooLarge).toEqual({ ok: false, message: 'Фајл је превелик. Максимална величина је 20МБ.' });

    const broken = fakeRequest();
    const unreadable = uploadWithProgress({
      purpose: 'event',
      script: 'cir',
      file: fileOf(PNG_1X1, 'a.png'),
      createRequest: () => broken.request,
    });
    expect(broken.sent.url).toBe('/files/upload?purpose=event&script=cir');
    broken.answer(502, '<html>Bad gateway</html>');
    await expect(unreadable).resolves.toEqual({ ok: false, message: 'Грешка при отпремању слике' });

    const cut = fakeRequest();
    const cutShort = uploadWithProgress({
      purpose: 'blog',
      script: 'cir',
      file: fileOf(PNG_1X1, 'a.png'),
      createRequest: () => cut.request,
    });
    cut.request.onerror?.call(cut.request as unknown as XMLHttpRequest, NO_EVENT);
    await expect(cutShort).resolves.toEqual({ ok: false, message: 'Веза је прекинута. Покушајте поново.' });
  });

  it('reports a cut connection and stops when the form goes away', async () => {
    const cut = fakeRequest();
    const first = uploadWithProgress({
      purpose: 'blog',
      file: fileOf(PNG_1X1, 'a.png'),
      script: 'lat',
      createRequest: () => cut.request,
    });
    cut.request.onerror?.call(cut.request as unknown as XMLHttpRequest, NO_EVENT);
    await expect(first).resolves.toEqual({ ok: false, message: 'Veza je prekinuta. Pokušajte ponovo.' });

    const controller = new AbortController();
    const aborted = fakeRequest();
    const second = uploadWithProgress({
      purpose: 'blog',
      file: fileOf(PNG_1X1, 'a.png'),
      script: 'lat',
      signal: controller.signal,
      createRequest: () => aborted.request,
    });
    controller.abort();
    await expect(second).resolves.toMatchObject({ ok: false });
  });
});

describe('progressPercent and readUploadResponse', () => {
  it('rounds down and stays within 0–100', () => {
    expect(progressPercent({ loaded: 0, total: 0 })).toBe(0);
    expect(progressPercent({ loaded: 999, total: 1000 })).toBe(99);
    expect(progressPercent({ loaded: 2000, total: 1000 })).toBe(100);
  });

  it('never takes a success without a URL', () => {
    expect(readUploadResponse(200, JSON.stringify({ ok: true }), FAILURE)).toEqual({ ok: false, message: FAILURE });
    expect(readUploadResponse(500, JSON.stringify({ ok: true, url: '/x', path: 'x' }), FAILURE)).toEqual({
      ok: false,
      message: FAILURE,
    });
  });
});
