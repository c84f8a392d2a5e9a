import { describe, expect, it } from 'vitest';

import {
  isSignedNewsletterToken,
  listUnsubscribeHeaders,
  newsletterUnsubscribeUrls,
  signNewsletterUnsubscribeToken,
  verifyNewsletterUnsubscribeToken,
} from '@/lib/newsletter/unsubscribe-link';
import { signLinkToken, verifyLinkToken } from '@/lib/security/signed-link';

const KEY = 'k'.repeat(64);
const OTHER_KEY = 'x'.repeat(64);

describe('newsletter unsubscribe tokens', () => {
  it('name the canonical mailbox, the same for every spelling of one inbox, and never expire', () => {
    const token = signNewsletterUnsubscribeToken(KEY, 'Ana.Petrovic+vesti@googlemail.com');
    expect(token).toBe(signNewsletterUnsubscribeToken(KEY, 'anapetrovic@gmail.com'));
    expect(isSignedNewsletterToken(token)).toBe(true);
    expect(verifyNewsletterUnsubscribeToken(KEY, token)).toBe('anapetrovic@gmail.com');
    // Valid however late it is used.
    expect(verifyLinkToken(KEY, 'newsletter-unsubscribe', token, new Date('9000-01-01T00:00:00Z'))).not.toBeNull();
  });

  it('refuse a forged, altered or foreign token', () => {
    const token = signNewsletterUnsubscribeToken(KEY, 'ana@primer.rs');
    expect(verifyNewsletterUnsubscribeToken(OTHER_KEY, token)).toBeNull();
    const [subject = '', expires = '', signature = ''] = token.split('.');
    const otherSubject = Buffer.from('marko@primer.rs').toString('base64url');
    expect(verifyNewsletterUnsubscribeToken(KEY, `${otherSubject}.${expires}.${signature}`)).toBeNull();
    expect(verifyNewsletterUnsubscribeToken(KEY, `${subject}.${Number(expires) - 1}.${signature}`)).toBeNull();
    expect(verifyNewsletterUnsubscribeToken(KEY, `${subject}.${expires}.${'A'.repeat(43)}`)).toBeNull();
    expect(verifyNewsletterUnsubscribeToken(KEY, '')).toBeNull();
    expect(verifyNewsletterUnsubscribeToken(KEY, '0b6c8f1e-3d5a-4c2b-9f7e-1a2b3c4d5e6f')).toBeNull();
    // Another purpose's token, even over a mailbox-shaped subject, is no unsubscribe link, and back.
    expect(verifyLinkToken(KEY, 'digest-unsubscribe', token, new Date())).toBeNull();
    const digest = signLinkToken(
      KEY,
      'digest-unsubscribe',
      '0b6c8f1e-3d5a-4c2b-9f7e-1a2b3c4d5e6f',
      new Date('2100-01-01'),
    );
    expect(verifyNewsletterUnsubscribeToken(KEY, digest)).toBeNull();
    // A signed subject that is not a canonical mailbox (we never sign one) is refused as well.
    const odd = signLinkToken(
      KEY,
      'newsletter-unsubscribe',
      Buffer.from('Ana@Primer.rs').toString('base64url'),
      new Date('2100-01-01'),
    );
    expect(verifyNewsletterUnsubscribeToken(KEY, odd)).toBeNull();
  });

  it('build the page and one-click addresses and the RFC 8058 headers', () => {
    const token = signNewsletterUnsubscribeToken(KEY, 'ana@primer.rs');
    const { pageUrl, oneClickUrl } = newsletterUnsubscribeUrls('https://mreza.rs/', token);
    expect(pageUrl).toBe(`https://mreza.rs/newsletter/odjava?token=${token}`);
    expect(oneClickUrl).toBe(`https://mreza.rs/newsletter/odjava/jednim-klikom?token=${token}`);
    expect(new URL(oneClickUrl).searchParams.get('token')).toBe(token);
    expect(listUnsubscribeHeaders(oneClickUrl)).toEqual({
      'List-Unsubscribe': `<${oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});
