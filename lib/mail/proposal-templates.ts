import { formatLongDate } from '@/lib/format/date';

import type { MailSettings } from './config';
import { footerFor, mail } from './templates';
import type { MailMessage } from './types';

/**
 * E-mails to the person who proposed an event (docs/admin.md, Predlozi): the team's decision and
 * the proposal turned into a draft event. The address was typed into a public form, so, as every
 * mail to such an address (lib/mail/templates.ts), these carry our texts, the date we stored and
 * the admin's note, never what the visitor wrote.
 */

interface Proposal {
  email: string;
  /** When the proposal arrived (our record). */
  submittedAt: Date;
}

export function proposalDecisionMail(
  settings: MailSettings,
  proposal: Proposal & { status: 'approved' | 'rejected'; note: string | null },
): MailMessage {
  const approved = proposal.status === 'approved';
  return mail(
    'proposal.decision',
    proposal.email,
    `${approved ? 'Vaš predlog događaja je odobren' : 'Odluka o vašem predlogu događaja'} – ${settings.siteName}`,
    {
      heading: approved ? 'Vaš predlog je odobren!' : 'Hvala na predlogu',
      paragraphs: [
        approved
          ? `Tim je pregledao i odobrio predlog događaja koji ste poslali ${formatLongDate(proposal.submittedAt)} Javićemo vam se kada događaj bude spreman za objavu.`
          : `Tim je pregledao predlog događaja koji ste poslali ${formatLongDate(proposal.submittedAt)} i ovog puta ga ne može prihvatiti.`,
      ],
      blocks: proposal.note ? [{ label: 'Napomena tima', body: proposal.note }] : [],
      links: [{ label: 'Pogledajte događaje', url: `${settings.siteUrl}/events` }],
      footer: footerFor(settings),
    },
  );
}

export function proposalDraftMail(settings: MailSettings, proposal: Proposal): MailMessage {
  return mail('proposal.draft', proposal.email, `Vaš predlog postaje događaj – ${settings.siteName}`, {
    heading: 'Vaš predlog postaje događaj',
    paragraphs: [
      `Od predloga koji ste poslali ${formatLongDate(proposal.submittedAt)} napravili smo nacrt događaja, uz vaše ime kao predlagača. Kada ga tim dovrši i objavi, pojaviće se na stranici događaja.`,
    ],
    links: [{ label: 'Pogledajte događaje', url: `${settings.siteUrl}/events` }],
    footer: footerFor(settings),
  });
}
