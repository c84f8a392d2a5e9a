import { describe, expect, it } from 'vitest';

import { clientIpFrom, normalizeIp } from '@/lib/security/client-ip';
import { minutesUntilReset, rateLimitKeys, rateLimitMessage, RATE_LIMITS, windowStartOf } from '@/lib/security/rate-limit';
import { sanitizeRecord, sanitizeText } from '@/lib/security/sanitize';

describe('sanitizeText (spec §5 Shared)', () => {
  it('trims', () => {
    expect(sanitizeText('  zdravo  ')).toBe('zdravo');
  });

  it('removes < and >', () => {
    expect(sanitizeText('<script>alert(1)</script>')).toBe('scriptalert(1)/script');
  });

  it('removes javascript: and data: in any letter case', () => {
    expect(sanitizeText('klikni JavaScript:alert(1) ili DATA:text/html')).toBe('klikni alert(1) ili text/html');
  });

  it('does not let a removal reassemble a forbidden word', () => {
    expect(sanitizeText('javajavascript:script:alert(1)')).toBe('alert(1)');
    expect(sanitizeText('dadata:ta:x')).toBe('x');
  });

  it('cuts to 10000 characters', () => {
    expect(sanitizeText('a'.repeat(12_000))).toHaveLength(10_000);
  });

  it('leaves ordinary Serbian text alone', () => {
    const text = 'Ćao! Šta ima? Događaj je u 18:00, Cetinjska 15 – vidimo se.';
    expect(sanitizeText(text)).toBe(text);
  });

  it('sanitises every string of a record and nothing else', () => {
    expect(sanitizeRecord({ a: ' <b> ', b: null, c: 3 })).toEqual({ a: 'b', b: null, c: 3 });
  });
});

describe('rate limiter arithmetic', () => {
  it('uses the limits of spec §9 for contact, join and team application', () => {
    expect(RATE_LIMITS.contact).toMatchObject({ perEmail: 3, perIp: 3, windowMinutes: 15 });
    expect(RATE_LIMITS.join).toMatchObject({ perEmail: 2, perIp: 2, windowMinutes: 30 });
    expect(RATE_LIMITS.teamApplication).toMatchObject({ perEmail: 1, perIp: 1, windowMinutes: 60 });
  });

  it('aligns fixed windows to multiples of their length', () => {
    const now = new Date('2026-04-17T16:07:30Z');
    expect(windowStartOf(now, 15).toISOString()).toBe('2026-04-17T16:00:00.000Z');
    expect(windowStartOf(now, 60).toISOString()).toBe('2026-04-17T16:00:00.000Z');
    expect(windowStartOf(new Date('2026-04-17T16:44:59Z'), 30).toISOString()).toBe('2026-04-17T16:30:00.000Z');
  });

  it('rounds the remaining time up to whole minutes, at least 1', () => {
    const start = new Date('2026-04-17T16:00:00Z');
    expect(minutesUntilReset(start, 15, new Date('2026-04-17T16:00:00Z'))).toBe(15);
    expect(minutesUntilReset(start, 15, new Date('2026-04-17T16:07:30Z'))).toBe(8);
    expect(minutesUntilReset(start, 15, new Date('2026-04-17T16:14:59Z'))).toBe(1);
    expect(minutesUntilReset(start, 60, new Date('2026-04-17T16:00:01Z'))).toBe(60);
  });

  it("words the refusal as the spec does: 'Previše pokušaja. Pokušajte ponovo za {n} minuta.'", () => {
    expect(rateLimitMessage(8)).toBe('Previše pokušaja. Pokušajte ponovo za 8 minuta.');
  });

  it('keys by lower-cased e-mail with the site host, and by client IP', () => {
    expect(rateLimitKeys({ category: 'contact', email: ' Ana@Primer.RS ', clientIp: '203.0.113.7', host: 'Zajednica.rs' })).toEqual([
      { key: 'contact:email:ana@primer.rs|zajednica.rs', limit: 3 },
      { key: 'contact:ip:203.0.113.7', limit: 3 },
    ]);
    expect(rateLimitKeys({ category: 'join', email: '', clientIp: 'unknown', host: 'x' })).toEqual([]);
  });
});

describe('client IP', () => {
  const headers = (values: Record<string, string>) => new Headers(values);

  it('takes the first x-forwarded-for address, then x-real-ip', () => {
    expect(clientIpFrom(headers({ 'x-forwarded-for': '203.0.113.7, 10.0.0.1' }))).toBe('203.0.113.7');
    expect(clientIpFrom(headers({ 'x-real-ip': '2001:DB8::1' }))).toBe('2001:db8::1');
    expect(clientIpFrom(headers({}))).toBe('unknown');
  });

  it('normalises IPv4-mapped IPv6 and rejects anything that is not an address', () => {
    expect(normalizeIp('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(normalizeIp('pera; drop table')).toBeNull();
  });
});
