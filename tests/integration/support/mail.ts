import { and, desc, eq, sql } from 'drizzle-orm';

import { confirmAccountByToken } from '@/lib/actions/account-confirmation';
import type { Database } from '@/lib/db/connection';
import { mailOutbox } from '@/lib/db/schema';

import { testContext } from '../forms-support';

/** The token of the newest confirmation e-mail to this address in the outbox, as its reader would click it. */
export async function confirmationTokenFor(db: Database, email: string): Promise<string> {
  const [mail] = await db
    .select({ text: mailOutbox.textBody })
    .from(mailOutbox)
    .where(
      and(eq(mailOutbox.template, 'account.confirm'), sql`${email.toLowerCase()} = any(${mailOutbox.toAddresses})`),
    )
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const link = mail?.text.match(/https?:\/\/\S+\/auth\/potvrda\?token=\S+/)?.[0];
  if (!link) throw new Error(`no confirmation link for ${email} in the outbox`);
  return new URL(link).searchParams.get('token')!;
}

/** Confirms the address through the link of its confirmation e-mail, as the button on /auth/potvrda does. */
export async function confirmThroughOutbox(db: Database, email: string): Promise<void> {
  const token = await confirmationTokenFor(db, email);
  if (!(await confirmAccountByToken(await testContext(db).getContext(), token)))
    throw new Error(`the confirmation link of ${email} did not work`);
}

/** The newest password-reset link mailed to this address, as its reader would click it; null when none. */
export async function passwordResetLinkFor(db: Database, email: string): Promise<URL | null> {
  const [mail] = await db
    .select({ text: mailOutbox.textBody })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.template, 'account.password_reset'),
        sql`${email.toLowerCase()} = any(${mailOutbox.toAddresses})`,
      ),
    )
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const link = mail?.text.match(/https?:\/\/\S+\/auth\/nova-lozinka\?\S+/)?.[0];
  return link ? new URL(link) : null;
}
