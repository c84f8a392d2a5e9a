import 'server-only';

import type { Database } from '@/lib/db/client';
import { mailOutbox } from '@/lib/db/schema';

import type { MailMessage } from './types';

/**
 * Writes e-mails to the outbox as pending, due now. This is all that happens to mail in the
 * embedded mode; with Resend configured, `deliverDueMail` sends them and retries failures.
 */
export async function enqueueMail(db: Database, messages: readonly MailMessage[]): Promise<string[]> {
  const rows = messages.filter((message) => message.to.length > 0);
  if (rows.length === 0) return [];
  // Due "now" by the app's clock, the clock `deliverDueMail` compares with. The database's own
  // now() has microseconds; a run started in the same millisecond would see the row as not due yet.
  const dueAt = new Date();
  const inserted = await db
    .insert(mailOutbox)
    .values(
      rows.map((message) => ({
        toAddresses: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html ?? null,
        replyTo: message.replyTo ?? null,
        template: message.template,
        nextAttemptAt: dueAt,
      })),
    )
    .returning({ id: mailOutbox.id });
  return inserted.map((row) => row.id);
}
