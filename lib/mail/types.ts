/** Which e-mail a row of the outbox is; admins filter the outbox by it. */
export const MAIL_TEMPLATES = [
  'contact.notify',
  'join.notify',
  'join.confirm',
  'team.notify',
  'team.confirm',
  'suggestion.notify',
  'registration.notify',
  'registration.confirm',
  'registration.waitlist',
  'registration.promoted',
  'newsletter.confirm',
  'account.confirm',
  'account.password_reset',
  'member.signup.notify',
  'member.email_confirm',
  'member.decision',
  'member.digest',
  'request.expiring',
  'mentorship.request',
  'mentorship.accepted',
  'mentorship.closed',
  'message.report',
  'ad.report',
  'proposal.decision',
  'proposal.draft',
  'event.cancelled',
  'event.message',
  'event.reminder',
  'event.changed',
  /** A newsletter issue's copy in the embedded mode (lib/newsletter/sending.ts): the outbox is where it waits. */
  'newsletter.issue',
  /** 'Pošalji meni' in the panel's newsletter editor: a test copy of an issue to the editor's own address. */
  'newsletter.test',
] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

/**
 * Mails whose body holds a one-time secret (the newsletter and account confirmation links carry
 * their token in plain text; the database keeps only the token's hash). Once such a mail has left
 * the outbox for good, its body is replaced by `PURGED_MAIL_BODY`, so the database never holds a
 * usable link. The password-reset mail and the profile address confirmation carry their single-use
 * links the same way.
 */
export const SECRET_BEARING_TEMPLATES: ReadonlySet<MailTemplate> = new Set([
  'newsletter.confirm',
  'account.confirm',
  'account.password_reset',
  'member.email_confirm',
]);

/** What an admin reads in place of a purged body. */
export const PURGED_MAIL_BODY = 'Sadržaj je uklonjen posle slanja: sadržao je jednokratni link za potvrdu.';

/** An e-mail to be written to the outbox. */
export interface MailMessage {
  to: string[];
  subject: string;
  text: string;
  html?: string | null;
  replyTo?: string | null;
  template: MailTemplate;
}

/** An outbox row as a transport sees it. */
export interface OutboxMail {
  id: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  replyTo: string | null;
  template: MailTemplate;
  /** Attempts so far, including the one in progress. */
  attempts: number;
}

/** Hands one e-mail to a provider; throws when the provider refused it or could not be reached. */
export interface MailTransport {
  readonly name: string;
  send(mail: OutboxMail, from: string): Promise<void>;
}
