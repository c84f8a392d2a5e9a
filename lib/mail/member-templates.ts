import { MEMBER_TYPE_LABELS, type MemberDecisionKind } from '@/lib/domain/enums';

import type { MailSettings } from './config';
import { footerFor, mail } from './templates';
import type { MailMessage } from './types';

/**
 * E-mails of the members platform's sign-up and approval (spec §4, §7: send-admin-notification and
 * send-member-approval-notification). Pure, so tests read what lands in the outbox.
 */

/** To every admin (or the team's address when there is none): a new member waits for approval. */
export function memberSignupNotification(
  settings: MailSettings,
  recipients: readonly string[],
  member: { fullName: string; email: string; memberType: string; whatTheyDo: string | null },
): MailMessage {
  const message = mail(
    'member.signup.notify',
    recipients[0] ?? settings.teamAddress,
    `Novi član čeka odobrenje: ${member.fullName}`,
    {
      heading: 'Novi član čeka odobrenje',
      paragraphs: [
        'Neko se upravo registrovao na platformi za članove. Pregledajte prijavu u admin panelu, na kartici „Članovi”.',
      ],
      details: [
        ['Ime', member.fullName],
        ['Email', member.email],
        ['Tip člana', MEMBER_TYPE_LABELS[member.memberType as keyof typeof MEMBER_TYPE_LABELS] ?? member.memberType],
        ['Čime se bavi', member.whatTheyDo],
      ],
      links: [{ label: 'Otvori admin panel', url: `${settings.siteUrl}/admin?tab=members` }],
      footer: footerFor(settings),
    },
  );
  return { ...message, to: recipients.length > 0 ? [...recipients] : [settings.teamAddress] };
}

/**
 * To the member: the team's decision. Our text, the name stored with the profile, and the note an
 * admin wrote for the member (a rejection's why, a suspension's reason).
 */
export function memberDecision(
  settings: MailSettings,
  member: { email: string; fullName: string; decision: MemberDecisionKind; note: string | null },
): MailMessage {
  const note = member.note ? [{ label: 'Napomena tima', body: member.note }] : [];
  const signIn = { label: 'Prijavite se', url: `${settings.siteUrl}/members/auth` };
  const footer = footerFor(settings);
  switch (member.decision) {
    case 'approved':
      return mail('member.decision', member.email, `Vaš profil je odobren – ${settings.siteName}`, {
        heading: `Dobrodošli, ${member.fullName}!`,
        paragraphs: [
          'Vaš profil na platformi za članove je odobren. Sada možete da se prijavite i koristite direktorijum članova, oglase, poruke, resurse i mentorstvo.',
        ],
        blocks: note,
        links: [signIn],
        footer,
      });
    case 'rejected':
      return mail('member.decision', member.email, `Odluka o vašem profilu – ${settings.siteName}`, {
        heading: `Poštovani/a ${member.fullName},`,
        paragraphs: [
          'Nažalost, vaš profil na platformi za članove trenutno nije odobren.',
          'Ako želite da saznate više ili da ponovo podnesete prijavu, odgovorite nam na kontakt adresu sa sajta i ukratko opišite šta želite da postignete u zajednici. U međuvremenu ste dobrodošli na naše javne događaje.',
        ],
        blocks: note,
        links: [
          { label: 'Kontaktirajte nas', url: `${settings.siteUrl}/contact` },
          { label: 'Pogledajte događaje', url: `${settings.siteUrl}/events` },
        ],
        footer,
      });
    case 'suspended':
      return mail('member.decision', member.email, `Vaš nalog je suspendovan – ${settings.siteName}`, {
        heading: `Poštovani/a ${member.fullName},`,
        paragraphs: [
          'Vaš pristup platformi za članove je suspendovan. Dok traje suspenzija ne možete da koristite platformu; možete se prijaviti samo da biste preuzeli svoje podatke.',
          'Ako mislite da je ovo greška, javite nam se preko kontakt stranice.',
        ],
        blocks: note,
        links: [{ label: 'Kontaktirajte nas', url: `${settings.siteUrl}/contact` }],
        footer,
      });
    case 'reopened':
      return mail('member.decision', member.email, `Vaša prijava je ponovo u razmatranju – ${settings.siteName}`, {
        heading: `Poštovani/a ${member.fullName},`,
        paragraphs: [
          'Vaša prijava za platformu za članove ponovo je otvorena i čeka odluku tima. Javićemo vam se email-om čim odlučimo.',
        ],
        blocks: note,
        footer,
      });
    case 'reinstated':
      return mail('member.decision', member.email, `Suspenzija je ukinuta – ${settings.siteName}`, {
        heading: `Dobrodošli nazad, ${member.fullName}!`,
        paragraphs: ['Suspenzija vašeg naloga je ukinuta: ponovo možete da koristite platformu za članove.'],
        blocks: note,
        links: [signIn],
        footer,
      });
  }
}

/**
 * The link that confirms a profile's new contact address (docs/members.md, "Profile e-mail"). It
 * goes to the address the member typed, which may be anybody's, so it carries only our own text
 * and the link: not the member's name.
 */
export function profileEmailConfirmation(
  settings: MailSettings,
  input: { email: string; confirmUrl: string },
): MailMessage {
  return mail('member.email_confirm', input.email, `Potvrdite adresu članskog profila – ${settings.siteName}`, {
    heading: 'Potvrdite email adresu',
    paragraphs: [
      `Član platforme ${settings.siteName} je uneo ovu adresu kao kontakt adresu svog profila.`,
      'Ako ste to bili vi, potvrdite adresu klikom na dugme ispod; link važi 24 sata. Ako niste, slobodno zanemarite ovu poruku: adresa neće biti korišćena.',
    ],
    links: [{ label: 'Potvrdi adresu', url: input.confirmUrl }],
    footer: footerFor(settings),
  });
}
