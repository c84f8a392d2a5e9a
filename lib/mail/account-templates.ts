import type { MailSettings } from './config';
import { footerFor, mail } from './templates';
import type { MailMessage } from './types';

/**
 * The e-mail that confirms a new account's address. It goes to an address someone typed, so it
 * carries only our own text and the link: not even the name they entered.
 */
export function accountConfirmation(
  settings: MailSettings,
  account: { email: string; confirmUrl: string },
): MailMessage {
  return mail('account.confirm', account.email, `Potvrdite email adresu – ${settings.siteName}`, {
    heading: 'Potvrdite email adresu',
    paragraphs: [
      `Neko je otvorio nalog na sajtu ${settings.siteName} sa ovom email adresom.`,
      'Ako ste to bili vi, potvrdite adresu klikom na dugme ispod. Ako niste, slobodno zanemarite ovu poruku.',
    ],
    links: [{ label: 'Potvrdi email adresu', url: account.confirmUrl }],
    footer: footerFor(settings),
  });
}

/**
 * 'Zaboravljena lozinka?': the single-use link for a new password, valid an hour. Like the
 * confirmation, it goes to an address someone typed, so it carries only our own text and the link.
 */
export function passwordResetMail(settings: MailSettings, account: { email: string; resetUrl: string }): MailMessage {
  return mail('account.password_reset', account.email, `Nova lozinka – ${settings.siteName}`, {
    heading: 'Postavite novu lozinku',
    paragraphs: [
      `Neko je zatražio novu lozinku za nalog na sajtu ${settings.siteName} sa ovom email adresom.`,
      'Ako ste to bili vi, otvorite link ispod i unesite novu lozinku. Link važi 1 sat i može se iskoristiti samo jednom; posle promene bićete odjavljeni sa svih uređaja.',
      'Ako niste tražili novu lozinku, slobodno zanemarite ovu poruku: vaša lozinka ostaje ista.',
    ],
    links: [{ label: 'Postavi novu lozinku', url: account.resetUrl }],
    footer: footerFor(settings),
  });
}
