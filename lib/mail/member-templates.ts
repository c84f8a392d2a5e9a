import { MEMBER_TYPE_LABELS } from '@/lib/domain/enums';

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

/** To the member: the team's decision. Only our text and the name stored with the profile. */
export function memberDecision(
  settings: MailSettings,
  member: { email: string; fullName: string; status: 'approved' | 'rejected' },
): MailMessage {
  if (member.status === 'approved') {
    return mail('member.decision', member.email, `Vaš profil je odobren – ${settings.siteName}`, {
      heading: `Dobrodošli, ${member.fullName}!`,
      paragraphs: [
        'Vaš profil na platformi za članove je odobren. Sada možete da se prijavite i koristite direktorijum članova, oglase, poruke, resurse i mentorstvo.',
      ],
      links: [{ label: 'Prijavite se', url: `${settings.siteUrl}/members/auth` }],
      footer: footerFor(settings),
    });
  }
  return mail('member.decision', member.email, `Odluka o vašem profilu – ${settings.siteName}`, {
    heading: `Poštovani/a ${member.fullName},`,
    paragraphs: [
      'Nažalost, vaš profil na platformi za članove trenutno nije odobren.',
      'Ako želite da saznate više ili da ponovo podnesete prijavu, odgovorite nam na kontakt adresu sa sajta i ukratko opišite šta želite da postignete u zajednici. U međuvremenu ste dobrodošli na naše javne događaje.',
    ],
    links: [
      { label: 'Kontaktirajte nas', url: `${settings.siteUrl}/contact` },
      { label: 'Pogledajte događaje', url: `${settings.siteUrl}/events` },
    ],
    footer: footerFor(settings),
  });
}
