import type { ReportReason, ReportResolution } from '@/lib/domain/enums';

/** The report dialog's choices (docs/members.md), also shown to the admins. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Neželjene poruke ili reklama',
  harassment: 'Uznemiravanje ili uvrede',
  inappropriate: 'Neprikladan sadržaj',
  fraud: 'Prevara ili lažno predstavljanje',
  other: 'Nešto drugo',
};

/** How a closed report reads in 'Moderacija'. */
export const REPORT_RESOLUTION_LABELS: Record<ReportResolution, string> = {
  message_hidden: 'Poruka sakrivena',
  ad_closed: 'Oglas zatvoren',
  member_suspended: 'Član suspendovan',
  dismissed: 'Prijava odbačena',
};

/** 'Moje prijave': the reports a member filed and their outcomes (docs/members.md, "Moderation outcomes"). */
export const OWN_REPORTS_PATH = '/members/reports';
