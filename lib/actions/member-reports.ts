'use server';

/**
 * Reporting a received message or an ad to the admins (docs/members.md): stored for 'Moderacija'
 * (with the text as it was) and mailed to every admin; rate limited per member, since each report
 * mails people.
 */

import { listAdminEmails } from '@/lib/data/accounts';
import { reportReceivedMessage, reportVisibleAd, type FiledReport, type ReportInput } from '@/lib/data/moderation';
import type { ReportReason } from '@/lib/domain/enums';
import { contentReportMail } from '@/lib/mail/platform-templates';
import { threadPath } from '@/lib/members/message-thread';
import { ADS_PATH } from '@/lib/members/ads';
import { adReportSchema, messageReportSchema } from '@/lib/validation/member-schemas';
import { MESSAGE_TEXTS, REPORT_MESSAGES } from '@/lib/validation/member-texts';

import type { Database } from '@/lib/db/client';

import { defineAction, type ActionDefinition } from './define';

/**
 * A report action: `file` stores the report (null when the reporter cannot see such a message or
 * ad; a second report of the same is answered like the first and mails nobody again), then the
 * admins are mailed. Without JavaScript the reporter goes back to where the reported content is
 * listed (`listedAt`), the page whose address had opened the dialog.
 */
function reportAction<Values extends { reasonCategory: ReportReason; reason: string }>(report: {
  name: string;
  kind: 'message' | 'ad';
  /** The field naming what is reported. */
  idField: string;
  schema: ActionDefinition<'member', Values, undefined>['schema'];
  success: { title: string; message: string };
  failureMessage: string;
  notFound: string;
  file: (db: Database, memberId: string, values: Values, input: ReportInput) => Promise<FiledReport | null>;
  listedAt: (report: FiledReport) => string;
}) {
  return defineAction({
    name: report.name,
    access: 'member',
    fields: [report.idField, 'reasonCategory', 'reason'],
    sanitize: ['reason'],
    schema: report.schema,
    rateLimit: { category: 'memberReport' },
    success: report.success,
    failureMessage: report.failureMessage,
    async handle(values, { ctx, caller, succeed, fail, refund, queueMail, enhanced, goTo }) {
      const { reasonCategory, reason } = values;
      const filed = await report.file(ctx.db, caller.member.id, values, {
        reasonCategory,
        reason: reason || null,
        now: ctx.now,
      });
      if (!filed) {
        await refund();
        return fail(report.notFound);
      }
      if (filed.isNew) {
        await queueMail(async () => [
          contentReportMail(ctx.mail, {
            adminEmails: await listAdminEmails(ctx.db),
            kind: report.kind,
            reporter: { fullName: caller.member.fullName, email: caller.member.email },
            author: filed.author,
            text: filed.text,
            createdAt: filed.createdAt,
            reasonCategory,
            reason: reason || null,
          }),
        ]);
      }
      if (!enhanced) goTo(report.listedAt(filed));
      return succeed();
    },
  });
}

export const reportMessage = reportAction({
  name: 'members.messages.report',
  kind: 'message',
  idField: 'messageId',
  schema: messageReportSchema,
  success: MESSAGE_TEXTS.reported,
  failureMessage: MESSAGE_TEXTS.reportFailed,
  notFound: MESSAGE_TEXTS.messageNotFound,
  file: (db, memberId, values, input) => reportReceivedMessage(db, memberId, values.messageId, input),
  listedAt: (filed) => threadPath(filed.author.id),
});

export const reportAd = reportAction({
  name: 'members.ads.report',
  kind: 'ad',
  idField: 'requestId',
  schema: adReportSchema,
  success: REPORT_MESSAGES.adReported,
  failureMessage: REPORT_MESSAGES.adReportFailed,
  notFound: REPORT_MESSAGES.adNotFound,
  file: (db, memberId, values, input) => reportVisibleAd(db, memberId, values.requestId, input),
  listedAt: () => ADS_PATH,
});
