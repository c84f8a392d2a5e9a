import { formatLongDate } from '@/lib/format/date';
import { COUNTED, formatCount } from '@/lib/format/plural';

import type { ReportKind, ReportReason } from '@/lib/domain/enums';
import { REPORT_REASON_LABELS } from '@/lib/members/reports';

import type { MailSettings } from './config';
import { footerFor, mail } from './templates';
import type { MailMessage } from './types';

/**
 * E-mails of the members platform's activity: mentorship, reported messages, the daily digest.
 * They carry our own text and what members stored on the platform; messages themselves are never
 * copied into mail to members (only to the admins who review a report).
 */

interface Party {
  fullName: string;
  email: string;
}

const mentorshipUrl = (settings: MailSettings) => `${settings.siteUrl}/members/mentorship?tab=connections`;

export function mentorshipRequestMail(
  settings: MailSettings,
  input: { mentor: Party; mentee: Party; focusAreas: string[]; notes: string | null },
): MailMessage {
  return mail('mentorship.request', input.mentor.email, `Novi zahtev za mentorstvo – ${settings.siteName}`, {
    heading: 'Novi zahtev za mentorstvo',
    paragraphs: [
      `Zdravo ${input.mentor.fullName},`,
      `${input.mentee.fullName} želi da im budete mentor. Zahtev možete prihvatiti na stranici Mentorstvo.`,
    ],
    details: [
      ['Oblasti', input.focusAreas.join(', ')],
      ['Napomena', input.notes],
    ],
    links: [{ label: 'Pogledaj zahtev', url: mentorshipUrl(settings) }],
    footer: footerFor(settings),
  });
}

export function mentorshipAcceptedMail(settings: MailSettings, input: { mentor: Party; mentee: Party }): MailMessage {
  return mail('mentorship.accepted', input.mentee.email, `Mentorstvo prihvaćeno – ${settings.siteName}`, {
    heading: 'Mentorstvo prihvaćeno!',
    paragraphs: [
      `Zdravo ${input.mentee.fullName},`,
      `${input.mentor.fullName} je prihvatio/la vaš zahtev za mentorstvo. Javite se mentoru porukom na platformi.`,
    ],
    links: [{ label: 'Moje mentorske veze', url: mentorshipUrl(settings) }],
    footer: footerFor(settings),
  });
}

/** The sides who want mentorship mails (`recipients`) hear that a connection was closed, and by whom. */
export function mentorshipClosedMails(
  settings: MailSettings,
  input: { mentor: Party; mentee: Party; closedBy: Party; outcome: 'completed' | 'cancelled'; recipients: Party[] },
): MailMessage[] {
  const outcome = input.outcome === 'completed' ? 'završena' : 'otkazana';
  return input.recipients.map((recipient) =>
    mail('mentorship.closed', recipient.email, `Mentorska veza je ${outcome} – ${settings.siteName}`, {
      heading: `Mentorska veza je ${outcome}`,
      paragraphs: [
        `Zdravo ${recipient.fullName},`,
        `Mentorska veza između ${input.mentor.fullName} (mentor) i ${input.mentee.fullName} je ${outcome}. Zatvorio/la: ${input.closedBy.fullName}.`,
      ],
      links: [{ label: 'Moje mentorske veze', url: mentorshipUrl(settings) }],
      footer: footerFor(settings),
    }),
  );
}

/** To every admin (or the team's address): a member reported a message or an ad, queued in 'Moderacija'. */
export function contentReportMail(
  settings: MailSettings,
  input: {
    adminEmails: string[];
    kind: ReportKind;
    reporter: Party;
    author: Party;
    text: string;
    createdAt: Date;
    reasonCategory: ReportReason;
    reason: string | null;
  },
): MailMessage {
  const [first = settings.teamAddress, ...others] = input.adminEmails;
  const isAd = input.kind === 'ad';
  const message = mail(
    isAd ? 'ad.report' : 'message.report',
    first,
    `${isAd ? 'Prijavljen oglas' : 'Prijavljena poruka'} – ${settings.siteName}`,
    {
      heading: isAd ? 'Član je prijavio oglas' : 'Član je prijavio poruku',
      details: [
        ['Prijavio/la', `${input.reporter.fullName} <${input.reporter.email}>`],
        [isAd ? 'Autor oglasa' : 'Pošiljalac', `${input.author.fullName} <${input.author.email}>`],
        [isAd ? 'Objavljeno' : 'Poslato', input.createdAt.toISOString()],
        ['Razlog', REPORT_REASON_LABELS[input.reasonCategory]],
        ['Opis', input.reason],
      ],
      blocks: [{ label: isAd ? 'Oglas' : 'Poruka', body: input.text }],
      links: [{ label: 'Otvori moderaciju', url: `${settings.siteUrl}/admin/moderation` }],
      footer: footerFor(settings),
    },
  );
  return { ...message, to: [first, ...others] };
}

/** `unsubscribeUrl` is the signed one-click link that turns the digest off (no sign-in). */
export function messageDigestMail(
  settings: MailSettings,
  input: { email: string; fullName: string; unread: number; senders: string[]; unsubscribeUrl: string },
): MailMessage {
  const count = formatCount(input.unread, COUNTED.unreadMessageObject);
  return mail('member.digest', input.email, `Imate ${count} – ${settings.siteName}`, {
    heading: `Imate ${count}`,
    paragraphs: [
      `Zdravo ${input.fullName},`,
      `Od poslednjeg pregleda stiglo vam je ${count}${input.senders.length > 0 ? ` (od: ${input.senders.join(', ')})` : ''}.`,
    ],
    links: [
      { label: 'Otvori poruke', url: `${settings.siteUrl}/members/messages` },
      { label: 'Ne šalji mi više dnevni pregled', url: input.unsubscribeUrl },
    ],
    footer: `${footerFor(settings)} · Ovaj pregled šaljemo najviše jednom dnevno, samo kada imate nepročitane poruke. Isključite ga jednim klikom na link iznad ili u podešavanjima profila.`,
  });
}

/** Seven days before an ad stops being shown: the owner renews it with one click (`renewUrl`, signed). */
export function adExpiryMail(
  settings: MailSettings,
  input: { owner: Party; title: string; expiresAt: Date; renewUrl: string },
): MailMessage {
  return mail('request.expiring', input.owner.email, `Vaš oglas uskoro ističe – ${settings.siteName}`, {
    heading: 'Vaš oglas uskoro ističe',
    paragraphs: [
      `Zdravo ${input.owner.fullName},`,
      `Oglas „${input.title}“ biće vidljiv do ${formatLongDate(input.expiresAt)} Ako je i dalje aktuelan, produžite ga za još 60 dana jednim klikom.`,
    ],
    links: [
      { label: 'Produži oglas', url: input.renewUrl },
      { label: 'Moji oglasi', url: `${settings.siteUrl}/members/requests?mine=1` },
    ],
    footer: footerFor(settings),
  });
}
