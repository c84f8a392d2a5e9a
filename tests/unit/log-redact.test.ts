import { afterEach, describe, expect, it, vi } from 'vitest';

import { log, redact } from '@/lib/log';

describe('redact', () => {
  it('replaces passwords, tokens, secrets and e-mail addresses', () => {
    expect(
      redact({
        password: 'tajna-lozinka',
        newPassword: 'nova-lozinka',
        pass: 'x',
        token: 'abc123',
        accessToken: 'def456',
        refresh_token: 'ghi789',
        secret: 's3cr3t',
        apiKey: 'key-1',
        api_key: 'key-2',
        authorization: 'Bearer xyz',
        cookie: 'session=1',
        email: 'ana@example.com',
        submitterEmail: 'marko@example.com',
        phone: '+381601234567',
        message: 'Privatna poruka',
      }),
    ).toEqual({
      password: '[redacted]',
      newPassword: '[redacted]',
      pass: '[redacted]',
      token: '[redacted]',
      accessToken: '[redacted]',
      refresh_token: '[redacted]',
      secret: '[redacted]',
      apiKey: '[redacted]',
      api_key: '[redacted]',
      authorization: '[redacted]',
      cookie: '[redacted]',
      email: '[redacted]',
      submitterEmail: '[redacted]',
      phone: '[redacted]',
      message: '[redacted]',
    });
  });

  it('keeps harmless fields unchanged', () => {
    expect(redact({ event: 'contact.saved', id: 42, ok: true, kind: 'pglite', missing: null })).toEqual({
      event: 'contact.saved',
      id: 42,
      ok: true,
      kind: 'pglite',
      missing: null,
    });
  });

  it('redacts nested objects and objects inside arrays', () => {
    expect(
      redact({
        user: { id: 'u1', email: 'ana@example.com', credentials: { password: 'p', hint: 'h' } },
        recipients: [
          { email: 'a@example.com', name: 'Ana' },
          { email: 'b@example.com', name: 'Bojan' },
        ],
      }),
    ).toEqual({
      user: { id: 'u1', email: '[redacted]', credentials: { password: '[redacted]', hint: 'h' } },
      recipients: [
        { email: '[redacted]', name: 'Ana' },
        { email: '[redacted]', name: 'Bojan' },
      ],
    });
  });

  it('redacts a sensitive key whatever its value is, even an object', () => {
    expect(redact({ session: { id: 's1', userId: 'u1' } })).toEqual({ session: '[redacted]' });
  });

  it('turns an Error into its name and message only (no stack)', () => {
    const error = new TypeError('neuspeh');
    expect(redact({ error })).toEqual({ error: { name: 'TypeError', message: 'neuspeh' } });
  });

  it('stops at a bounded depth instead of walking forever', () => {
    type Node = { next?: Node; value: number };
    const deep: Node = { value: 0 };
    let cursor = deep;
    for (let i = 1; i < 20; i += 1) {
      cursor.next = { value: i };
      cursor = cursor.next;
    }
    expect(JSON.stringify(redact(deep))).toContain('[depth]');
  });
});

describe('log', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('never writes a sensitive value to the console', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    log.error('auth.failed', { email: 'ana@example.com', password: 'tajna-lozinka', attempt: 3 });
    expect(error).toHaveBeenCalledTimes(1);
    const line = String(error.mock.calls[0]?.[0]);
    expect(line).not.toContain('ana@example.com');
    expect(line).not.toContain('tajna-lozinka');
    expect(JSON.parse(line)).toMatchObject({ level: 'error', event: 'auth.failed', attempt: 3, email: '[redacted]' });
  });

  it('writes info and warnings to their own streams', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    log.info('a');
    log.warn('b');
    expect(JSON.parse(String(info.mock.calls[0]?.[0]))).toMatchObject({ level: 'info', event: 'a' });
    expect(JSON.parse(String(warn.mock.calls[0]?.[0]))).toMatchObject({ level: 'warn', event: 'b' });
  });
});
