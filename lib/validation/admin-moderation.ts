import * as z from 'zod/mini';

import { REPORT_RESOLUTIONS, type ReportResolution } from '@/lib/domain/enums';

import { ADMIN_MEMBER_MESSAGES, MEMBER_DECISION_NOTE_MAX } from './admin-members';
import { isUuid } from './shared';

/** 'Moderacija' texts (docs/admin.md) and the report dialog's (docs/members.md). */
export const MODERATION_MESSAGES = {
  failed: 'Nije moguće zatvoriti prijavu.',
  closed: 'Ova prijava je već zatvorena.',
  notApplicable: 'Ova radnja nije moguća za ovu prijavu (sadržaj je obrisan ili član nije odobren).',
} as const;

export const REPORT_RESOLUTION_RESULTS: Record<ReportResolution, { title: string; message: string }> = {
  message_hidden: { title: 'Poruka sakrivena', message: 'Poruku više ne vidi niko osim administratora.' },
  ad_closed: { title: 'Oglas zatvoren', message: 'Oglas više ne vidi niko osim administratora.' },
  member_suspended: {
    title: ADMIN_MEMBER_MESSAGES.suspendedTitle,
    message: ADMIN_MEMBER_MESSAGES.suspended,
  },
  dismissed: { title: 'Prijava odbačena', message: 'Prijava je zatvorena bez izmena.' },
};

export const resolveReportSchema = z
  .object({
    reportId: z.string().check(z.refine(isUuid, { error: MODERATION_MESSAGES.failed })),
    resolution: z.enum(REPORT_RESOLUTIONS, { error: MODERATION_MESSAGES.failed }),
    note: z.pipe(
      z.string().check(z.trim(), z.maxLength(MEMBER_DECISION_NOTE_MAX, ADMIN_MEMBER_MESSAGES.noteTooLong)),
      z.transform((note) => note || null),
    ),
  })
  .check(
    z.refine((values) => values.resolution !== 'member_suspended' || values.note !== null, {
      error: ADMIN_MEMBER_MESSAGES.reasonRequired,
      path: ['note'],
    }),
  );

export const RESOLVE_REPORT_FIELDS = ['reportId', 'resolution', 'note'] as const;
