'use server';

/**
 * Reporting a received message or an ad to the admins (docs/members.md): stored for 'Moderacija'
 * (with the text as it was) and mailed to every admin; rate limited per member, since each report
 * mails people.
 */
import { redirect } from 'next/navigation';

import { listAdminEmails } from '@/lib/data/accounts';
import { reportReceivedMessage, reportVisibleAd, type FiledReport, type ReportInput } from '@/lib/data/moderation';
import type { ReportReason } from '@/lib/domain/enums';
import { contentReportMail } from '@/lib/mail/platform-templates';
import { threadPath } from '@/lib/members/message-thread';
import { ADS_PATH } from '@/lib/members/ads';
import { adReportSchema, messageReportSchema } from '@/lib/validation/member-schemas';
import { MESSAGE_TEXTS, REPORT_MESSAGES } from '@/lib/validation/member-texts';

import { defineAction, type ActionTools } from './define';

/**
 * Files one report and mails the admins: `file` stores it (null when the reporter cannot see such
 * a message or ad; a second report of the same is answered like the first and mails nobody
 * again). Without JavaScript the reporter goes back to where the reported content is listed
 * (`listedAt`), the page whose address had opened the dialog.
 */
async function fileReport(
  kind: 'message' | 'ad',
  file: (input: ReportInput) => Promise<FiledReport | null>,
  listedAt: (report: FiledReport) => string,
  notFound: string,
  { reasonCategory, reason }: { reasonCategory: ReportReason; reason: string },
  { ctx, caller, succeed, fail, refund, queueMail, enhanced }: ActionTools<'member', undefined>,
) {
  const report = await file({ reasonCategory, reason: reason || null, now: ctx.now });
  if (!report) {
    await refund();
    return fail(notFound);
  }
  if (report.isNew) {
    await queueMail(async () => [
      contentReportMail(ctx.mail, {
        adminEmails: await listAdminEmails(ctx.db),
        kind,
        reporter: { fullName: caller.member.fullName, email: caller.member.email },
        author: report.author,
        text: report.text,
        createdAt: report.createdAt,
        reasonCategory,
        reason: reason || null,
      }),
    ]);
  }
  if (!enhanced) redirect(listedAt(report));
  return succeed();
}

export const reportMessage = defineAction({
  name: 'members.messages.report',
  access: 'member',
  fields: ['messageId', 'reasonCategory', 'reason'],
  sanitize: ['reason'],
  schema: messageReportSchema,
  rateLimit: { category: 'memberReport' },
  success: MESSAGE_TEXTS.reported,
  failureMessage: MESSAGE_TEXTS.reportFailed,
  handle: (values, tools) =>
    fileReport(
      'message',
      (input) => reportReceivedMessage(tools.ctx.db, tools.caller.member.id, values.messageId, input),
      (report) => threadPath(report.author.id),
      MESSAGE_TEXTS.messageNotFound,
      values,
      tools,
    ),
});

export const reportAd = defineAction({
  name: 'members.ads.report',
  access: 'member',
  fields: ['requestId', 'reasonCategory', 'reason'],
  sanitize: ['reason'],
  schema: adReportSchema,
  rateLimit: { category: 'memberReport' },
  success: REPORT_MESSAGES.adReported,
  failureMessage: REPORT_MESSAGES.adReportFailed,
  handle: (values, tools) =>
    fileReport(
      'ad',
      (input) => reportVisibleAd(tools.ctx.db, tools.caller.member.id, values.requestId, input),
      () => ADS_PATH,
      REPORT_MESSAGES.adNotFound,
      values,
      tools,
    ),
});
