'use server';

/**
 * Reporting an ad to the admins (docs/members.md; a message is reported from the conversation,
 * `reportMessage` in member-messages.ts). Stored for 'Moderacija' and mailed to every admin;
 * rate limited per member, since each report mails people.
 */
import { listAdminEmails } from '@/lib/data/accounts';
import { reportVisibleAd } from '@/lib/data/moderation';
import { contentReportMail } from '@/lib/mail/member-activity-templates';
import { adReportSchema } from '@/lib/validation/member-activity';
import { REPORT_MESSAGES } from '@/lib/validation/member-activity-messages';

import { defineAction } from './define';

export const reportAd = defineAction({
  name: 'members.requests.report',
  access: 'member',
  fields: ['requestId', 'reasonCategory', 'reason'],
  sanitize: ['reason'],
  schema: adReportSchema,
  rateLimit: { category: 'memberReport' },
  success: REPORT_MESSAGES.adReported,
  failureMessage: REPORT_MESSAGES.adReportFailed,
  async handle({ requestId, reasonCategory, reason }, { ctx, caller, succeed, fail, refund, queueMail }) {
    const report = await reportVisibleAd(ctx.db, caller.member.id, requestId, {
      reasonCategory,
      reason: reason || null,
      now: ctx.now,
    });
    if (!report) {
      await refund();
      return fail(REPORT_MESSAGES.adNotFound);
    }
    if (report === 'duplicate') return succeed();
    await queueMail(async () => [
      contentReportMail(ctx.mail, {
        adminEmails: await listAdminEmails(ctx.db),
        kind: 'ad',
        reporter: { fullName: caller.member.fullName, email: caller.member.email },
        author: report.author,
        text: report.text,
        createdAt: report.createdAt,
        reasonCategory,
        reason: reason || null,
      }),
    ]);
    return succeed();
  },
});
