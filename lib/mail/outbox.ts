import 'server-only';

import { and, eq, inArray } from 'drizzle-orm';

import type { Database } from '@/lib/db/client';
import { mailOutbox, memberProfiles } from '@/lib/db/schema';
import { htmlIn, textIn } from '@/lib/i18n/texts';
import { canonicalMailbox } from '@/lib/security/mailbox';

import type { MailMessage } from './types';

/** The mailboxes among `addresses` whose member reads in Cyrillic (profile 'Pismo'). */
async function cyrillicMailboxes(db: Database, addresses: readonly string[]): Promise<Set<string>> {
  const mailboxes = [...new Set(addresses.map(canonicalMailbox))];
  if (mailboxes.length === 0) return new Set();
  const rows = await db
    .select({ mailbox: memberProfiles.mailbox })
    .from(memberProfiles)
    .where(and(inArray(memberProfiles.mailbox, mailboxes), eq(memberProfiles.script, 'cir')));
  return new Set(rows.map((row) => row.mailbox).filter((mailbox): mailbox is string => mailbox !== null));
}

/**
 * A message in its readers' script (issue 52, docs/i18n.md): in Cyrillic when every recipient is a
 * member who chose it, otherwise in Latin; either way without the authors' foreign marks (`-{…}-`),
 * which templates copy from events and posts as typed.
 */
function inReadersScript(message: MailMessage, cyrillic: ReadonlySet<string>): MailMessage {
  const script = message.to.every((address) => cyrillic.has(canonicalMailbox(address))) ? 'cir' : 'lat';
  const text = textIn(script);
  const html = htmlIn(script);
  return {
    ...message,
    subject: text(message.subject),
    text: text(message.text),
    html: message.html ? html(message.html) : message.html,
  };
}

/**
 * Writes e-mails to the outbox as pending, due now. This is all that happens to mail in the
 * embedded mode; with Resend configured, `deliverDueMail` sends them and retries failures.
 */
export async function enqueueMail(db: Database, messages: readonly MailMessage[]): Promise<string[]> {
  const addressed = messages.filter((message) => message.to.length > 0);
  if (addressed.length === 0) return [];
  const cyrillic = await cyrillicMailboxes(
    db,
    addressed.flatMap((message) => message.to),
  );
  const rows = addressed.map((message) => inReadersScript(message, cyrillic));
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
