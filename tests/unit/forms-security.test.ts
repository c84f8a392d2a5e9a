import { describe, expect, it } from 'vitest';

import { canonicalMailbox } from '@/lib/security/mailbox';
import {
  clientIpFrom,
  parseIp,
  rateLimitBucketOf,
  UNKNOWN_CLIENT_IP,
  UNPARSABLE_CLIENT_IP,
  warnsWithoutTrustedProxy,
} from '@/lib/security/client-ip';
import {
  minutesUntilReset,
  rateLimitKeys,
  rateLimitMessage,
  RATE_LIMITS,
  type RateLimitRule,
} from '@/lib/security/rate-limit';
import { sanitizeRecord, sanitizeText } from '@/lib/security/sanitize';
import { signUpSchema } from '@/lib/validation/auth';
import { eventRegistrationSchema } from '@/lib/validation/event-registration';
import { memberSignInSchema } from '@/lib/validation/members';
import { newsletterSchema } from '@/lib/validation/newsletter';

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

  it('strips control characters (NUL breaks a Postgres insert) but keeps line feeds and tabs', () => {
    expect(sanitizeText('Ana\u0000 Anić\u0007\u001b[31m')).toBe('Ana Anić[31m');
    expect(sanitizeText('red 1\r\nred 2\tkolona\u0085\u2028')).toBe('red 1\nred 2\tkolona');
    expect(sanitizeText('\u0000\u0000')).toBe('');
  });

  it('sanitises every string of a record and nothing else', () => {
    expect(sanitizeRecord({ a: ' <b> ', b: null, c: 3 })).toEqual({ a: 'b', b: null, c: 3 });
  });
});

describe('rate limiter arithmetic', () => {
  it('uses the limits of spec §9 per e-mail for contact, join and team application', () => {
    expect(RATE_LIMITS.contact).toMatchObject({ perEmail: 3, windowMinutes: 15 });
    expect(RATE_LIMITS.join).toMatchObject({ perEmail: 2, windowMinutes: 30 });
    expect(RATE_LIMITS.teamApplication).toMatchObject({ perEmail: 1, windowMinutes: 60 });
  });

  it('lets an IP (an office, a campus) send at least three times what one e-mail or account may', () => {
    // A rule that keys neither an e-mail nor an account fails here (Infinity), except setting a
    // password through a mailed link: nobody is known before the link is checked, so only the
    // address limits guessing links.
    const byAddressOnly = new Set(['passwordResetSet']);
    for (const [name, rule] of Object.entries(RATE_LIMITS) as [string, RateLimitRule][]) {
      if (byAddressOnly.has(name)) expect(rule.perEmail ?? rule.perAccount, name).toBeUndefined();
      else expect(rule.perIp, name).toBeGreaterThanOrEqual(3 * (rule.perEmail ?? rule.perAccount ?? Infinity));
    }
  });

  it('keys an account-keyed limit by the account, never by an e-mail it is given', () => {
    const subject = { category: 'memberMessage', host: 'primer.rs' } as const;
    expect(rateLimitKeys({ ...subject, email: 'ana@primer.rs', account: 'member-1' }).map(({ key }) => key)).toEqual([
      'memberMessage:account:member-1',
    ]);
    expect(rateLimitKeys({ ...subject, email: 'drugi@primer.rs', account: 'member-1' })).toEqual(
      rateLimitKeys({ ...subject, email: 'ana@primer.rs', account: 'member-1' }),
    );
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

  it('uses the singular minut for 1, 21, 31… (not 11), as Serbian does', () => {
    expect(rateLimitMessage(1)).toBe('Previše pokušaja. Pokušajte ponovo za 1 minut.');
    expect(rateLimitMessage(21)).toBe('Previše pokušaja. Pokušajte ponovo za 21 minut.');
    expect(rateLimitMessage(31)).toBe('Previše pokušaja. Pokušajte ponovo za 31 minut.');
    expect(rateLimitMessage(11)).toBe('Previše pokušaja. Pokušajte ponovo za 11 minuta.');
    expect(rateLimitMessage(2)).toBe('Previše pokušaja. Pokušajte ponovo za 2 minuta.');
    expect(rateLimitMessage(5)).toBe('Previše pokušaja. Pokušajte ponovo za 5 minuta.');
  });

  it('keys by lower-cased e-mail with the site host, and by client IP', () => {
    expect(
      rateLimitKeys({ category: 'contact', email: ' Ana@Primer.RS ', clientIp: '203.0.113.7', host: 'Zajednica.rs' }),
    ).toEqual([
      { key: 'contact:email:ana@primer.rs|zajednica.rs', limit: 3 },
      { key: 'contact:ip:203.0.113.7', limit: 30 },
    ]);
    expect(rateLimitKeys({ category: 'join', email: '', clientIp: null, host: 'x' })).toEqual([]);
  });
});

describe('canonical mailbox: one inbox, one key', () => {
  it.each([
    ['Ana@Primer.RS', 'ana@primer.rs'],
    ['ana+prijava@primer.rs', 'ana@primer.rs'],
    ['a.na@primer.rs', 'a.na@primer.rs'],
    ['Ana.Petrovic+x@gmail.com', 'anapetrovic@gmail.com'],
    ['a.n.a.petrovic@googlemail.com', 'anapetrovic@gmail.com'],
    ['anapetrovic+1+2@GoogleMail.com', 'anapetrovic@gmail.com'],
    ['x@gmail.com.', 'x@gmail.com'],
    ['Ana+x@Primer.RS.', 'ana@primer.rs'],
  ])('%s → %s', (address, mailbox) => expect(canonicalMailbox(address)).toBe(mailbox));

  it('counts fifteen spellings of one Gmail inbox on one rate-limit key', () => {
    const spellings = Array.from({ length: 15 }, (_, index) =>
      index % 2 ? `ana.petrovic+${index}@googlemail.com` : `a.na.pe.tro.vic+${index}@gmail.com`,
    );
    const keys = new Set(
      spellings.map((email) => rateLimitKeys({ category: 'join', email, clientIp: null, host: 'x' })[0]?.key),
    );
    expect([...keys]).toEqual(['join:email:anapetrovic@gmail.com|x']);
  });

  it('folds the fully qualified spelling (a trailing dot on the domain) into the same key', () => {
    const keys = new Set(
      ['x@gmail.com', 'x@gmail.com.', 'X@GMAIL.COM.', 'x+1@googlemail.com.'].map(
        (email) => rateLimitKeys({ category: 'newsletter', email, clientIp: null, host: 'x' })[0]?.key,
      ),
    );
    expect([...keys]).toEqual(['newsletter:email:x@gmail.com|x']);
  });

  it('accepts an address with a trailing dot and stores it without the dot, in every form', () => {
    expect(newsletterSchema.parse({ FNAME: 'Ana', LNAME: 'Anić', EMAIL: ' Ana@Gmail.com. ' }).EMAIL).toBe(
      'ana@gmail.com',
    );
    expect(eventRegistrationSchema.parse({ firstName: 'Ana', lastName: 'Anić', email: 'ana@primer.rs.' }).email).toBe(
      'ana@primer.rs',
    );
    expect(signUpSchema.parse({ fullName: 'Ana', email: 'ana@primer.rs.', password: 'lozinka1' }).email).toBe(
      'ana@primer.rs',
    );
    expect(memberSignInSchema.parse({ email: 'Ana@Primer.rs.', password: 'lozinka1' }).email).toBe('ana@primer.rs');
  });

  it('still refuses an address that is only a dot after the at sign', () => {
    const result = newsletterSchema.safeParse({ FNAME: 'Ana', LNAME: 'Anić', EMAIL: 'ana@.' });
    expect(result.success).toBe(false);
  });
});

describe('client IP', () => {
  const headers = (values: Record<string, string>) => new Headers(values);

  it('with no trusted proxy, ignores every forwarding header and keeps no per-address counter', () => {
    for (const value of ['203.0.113.7', '1.1.1.1, 203.0.113.7', '', 'pera']) {
      expect(clientIpFrom(headers({ 'x-forwarded-for': value, 'x-real-ip': '198.51.100.1' }), 0)).toBe(
        UNKNOWN_CLIENT_IP,
      );
    }
    expect(clientIpFrom(headers({}), 0)).toBe(UNKNOWN_CLIENT_IP);
    // The limit then counts on the mailbox alone: a changed header buys no fresh counter.
    expect(rateLimitKeys({ category: 'signIn', email: 'a@b.rs', clientIp: UNKNOWN_CLIENT_IP, host: 'x' })).toEqual([
      { key: 'signIn:email:a@b.rs|x', limit: RATE_LIMITS.signIn.perEmail },
    ]);
  });

  it('with trusted proxies, takes the entry the outermost proxy wrote, ignoring what the client claimed', () => {
    const chain = headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7, 10.0.0.2' });
    expect(clientIpFrom(chain, 1)).toBe('10.0.0.2');
    expect(clientIpFrom(chain, 2)).toBe('203.0.113.7');
    expect(clientIpFrom(headers({ 'x-forwarded-for': '203.0.113.7' }), 3)).toBe('203.0.113.7');
  });

  it('puts unparsable or missing addresses into one shared bucket instead of skipping the limit', () => {
    expect(clientIpFrom(headers({ 'x-forwarded-for': 'pera; drop table' }), 1)).toBe(UNPARSABLE_CLIENT_IP);
    expect(clientIpFrom(headers({ 'x-forwarded-for': '999.1.1.1' }), 1)).toBe(UNPARSABLE_CLIENT_IP);
    expect(clientIpFrom(headers({}), 1)).toBe(UNPARSABLE_CLIENT_IP);
    expect(
      rateLimitKeys({ category: 'contact', email: 'a@b.rs', clientIp: UNPARSABLE_CLIENT_IP, host: 'x' }),
    ).toContainEqual({
      key: 'contact:ip:unparsable',
      limit: RATE_LIMITS.contact.perIp,
    });
  });

  it('groups IPv6 addresses by their /64 network', () => {
    expect(rateLimitBucketOf('2001:DB8:aa:bb:1::1')).toBe('2001:db8:aa:bb::/64');
    expect(rateLimitBucketOf('2001:db8:aa:bb:ffff:ffff:ffff:ffff')).toBe('2001:db8:aa:bb::/64');
    expect(rateLimitBucketOf('[2001:db8::7]:443')).toBe('2001:db8:0:0::/64');
    expect(rateLimitBucketOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(rateLimitBucketOf('2001:db8::1::2')).toBe(UNPARSABLE_CLIENT_IP);
  });

  it('reads IPv4 with a port and IPv4-mapped IPv6 as the IPv4 address', () => {
    expect(rateLimitBucketOf('203.0.113.7:51234')).toBe('203.0.113.7');
    expect(parseIp('::ffff:192.0.2.1')).toEqual({ kind: 'v4', address: '192.0.2.1' });
    expect(parseIp('::FFFF:c000:0201')).toEqual({ kind: 'v4', address: '192.0.2.1' });
  });
});

describe('start-up warning without a trusted proxy', () => {
  it('warns a production server with TRUSTED_PROXY_HOPS=0: it keeps no per-address limit', () => {
    expect(warnsWithoutTrustedProxy({ production: true, trustedProxyHops: 0 })).toBe(true);
  });

  it('stays quiet behind a trusted proxy, and on a development server', () => {
    expect(warnsWithoutTrustedProxy({ production: true, trustedProxyHops: 1 })).toBe(false);
    expect(warnsWithoutTrustedProxy({ production: true, trustedProxyHops: 2 })).toBe(false);
    expect(warnsWithoutTrustedProxy({ production: false, trustedProxyHops: 0 })).toBe(false);
  });
});
