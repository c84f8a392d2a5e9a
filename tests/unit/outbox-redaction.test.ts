import { describe, expect, it } from 'vitest';

import { accountConfirmation } from '@/lib/mail/account-templates';
import type { MailSettings } from '@/lib/mail/config';
import { adExpiryMail, messageDigestMail } from '@/lib/mail/platform-templates';
import { REDACTED_LINK, redactWorkingLinks } from '@/lib/mail/redact-links';
import { newsletterConfirmation } from '@/lib/mail/templates';
import { AD_RENEWAL_PATH, DIGEST_UNSUBSCRIBE_PATH } from '@/lib/members/notices';
import { signLinkToken } from '@/lib/security/signed-link';

const settings: MailSettings = {
  siteName: 'Mreža',
  siteUrl: 'https://mreza.rs',
  teamAddress: 'tim@mreza.rs',
  from: 'Mreža <no-reply@mreza.rs>',
};
const KEY = 'k'.repeat(64);
const ID = '0b6c8f1e-3d5a-4c2b-9f7e-1a2b3c4d5e6f';
const signed = (purpose: 'ad-renewal' | 'digest-unsubscribe') =>
  signLinkToken(KEY, purpose, ID, new Date('2030-01-01T00:00:00Z'));

/** Every mail of the site that carries a link working without a sign-in, with that link. */
const WORKING_LINK_MAILS = [
  (() => {
    const renewUrl = `${settings.siteUrl}${AD_RENEWAL_PATH}?token=${signed('ad-renewal')}`;
    const mail = adExpiryMail(settings, {
      owner: { fullName: 'Ana Anić', email: 'ana@primer.rs' },
      title: 'Tražim saosnivača',
      expiresAt: new Date('2030-01-01T00:00:00Z'),
      renewUrl,
    });
    return { name: 'ad renewal', text: mail.text, links: [renewUrl] };
  })(),
  (() => {
    const unsubscribeUrl = `${settings.siteUrl}${DIGEST_UNSUBSCRIBE_PATH}?token=${signed('digest-unsubscribe')}`;
    const mail = messageDigestMail(settings, {
      email: 'ana@primer.rs',
      fullName: 'Ana Anić',
      unread: 2,
      senders: ['Marko'],
      unsubscribeUrl,
    });
    return { name: 'digest unsubscribe', text: mail.text, links: [unsubscribeUrl] };
  })(),
  (() => {
    const confirmUrl = `${settings.siteUrl}/newsletter/potvrda?token=${'a'.repeat(43)}`;
    const unsubscribeUrl = `${settings.siteUrl}/newsletter/odjava?token=${'b'.repeat(43)}`;
    const mail = newsletterConfirmation(settings, { email: 'ana@primer.rs', confirmUrl, unsubscribeUrl });
    return { name: 'newsletter confirmation and unsubscribe', text: mail.text, links: [confirmUrl, unsubscribeUrl] };
  })(),
  (() => {
    const confirmUrl = `${settings.siteUrl}/auth/potvrda?token=${encodeURIComponent('c'.repeat(43))}`;
    const mail = accountConfirmation(settings, { email: 'ana@primer.rs', confirmUrl });
    return { name: 'account confirmation', text: mail.text, links: [confirmUrl] };
  })(),
  {
    name: 'password reset (members)',
    text: `Postavi novu lozinku: ${settings.siteUrl}/auth/nova-lozinka?token=${'d'.repeat(43)}&za=clanovi`,
    links: [`${settings.siteUrl}/auth/nova-lozinka?token=${'d'.repeat(43)}&za=clanovi`],
  },
];

describe('a sent mail in /admin/outbox: working links redacted', () => {
  it.each(WORKING_LINK_MAILS)('$name: each working link is replaced by the placeholder', ({ text, links }) => {
    for (const link of links) expect(text).toContain(link);
    const shown = redactWorkingLinks(text);
    for (const link of links) expect(shown).not.toContain(link);
    expect(shown).not.toMatch(/token=/);
    expect(shown.split(REDACTED_LINK).length - 1).toBe(links.length);
  });

  it('keeps the rest of the text and links to ordinary pages', () => {
    const mail = adExpiryMail(settings, {
      owner: { fullName: 'Ana Anić', email: 'ana@primer.rs' },
      title: 'Tražim saosnivača',
      expiresAt: new Date('2030-01-01T00:00:00Z'),
      renewUrl: `${settings.siteUrl}${AD_RENEWAL_PATH}?token=${signed('ad-renewal')}`,
    });
    const shown = redactWorkingLinks(mail.text);
    expect(shown).toContain('Zdravo Ana Anić,');
    expect(shown).toContain(`Produži oglas: ${REDACTED_LINK}`);
    expect(shown).toContain(`Moji oglasi: ${settings.siteUrl}/members/requests?mine=1`);
  });

  it('leaves sentence punctuation after a link and text without links alone', () => {
    expect(redactWorkingLinks('Otvorite https://mreza.rs/x?token=abc. Hvala!')).toBe(
      `Otvorite ${REDACTED_LINK}. Hvala!`,
    );
    expect(redactWorkingLinks('Pogledajte https://mreza.rs/events.')).toBe('Pogledajte https://mreza.rs/events.');
    expect(redactWorkingLinks('Bez linkova.')).toBe('Bez linkova.');
  });
});
