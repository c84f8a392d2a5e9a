import { vi } from 'vitest';

import { memoryCookieJar, type ActionContext } from '@/lib/auth/context';
import { registerForEvent, resolveRegistrationEvent } from '@/lib/data/event-registrations';
import type { Database } from '@/lib/db/connection';
import { events } from '@/lib/db/schema';
import type { MailSettings } from '@/lib/mail/config';
import type { MailTransport, OutboxMail } from '@/lib/mail/types';
import type { SeedOptions } from '@/lib/db/seed';

import { firstOf } from '../support/first';

/** Demo events and texts, no admin (bcrypt would only slow the tests down). */
export const FORMS_SEED: SeedOptions = { demoContent: true, admin: null };

export const TEST_MAIL: MailSettings = {
  siteName: 'Test mreža',
  siteUrl: 'https://test.local',
  teamAddress: 'tim@test.local',
  from: 'Test mreža <no-reply@test.local>',
};

let ipCounter = 0;

/** A new documentation-range address, so tests do not share an IP rate-limit counter by accident. */
export function freshIp(): string {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

/** A request context over the given database; each call of the returned function is one request. */
export function testContext(db: Database, overrides: Partial<ActionContext> = {}) {
  const onMailQueued = overrides.onMailQueued ?? vi.fn();
  const clientIp = overrides.clientIp ?? freshIp();
  const revalidate = overrides.revalidate ?? vi.fn();
  const cookies = overrides.cookies ?? memoryCookieJar();
  const getContext = async (): Promise<ActionContext> => ({
    db,
    clientIp,
    host: 'test.local',
    mail: TEST_MAIL,
    now: new Date(),
    ...overrides,
    cookies,
    onMailQueued,
    revalidate,
  });
  return { getContext, onMailQueued, revalidate, cookies };
}

export function formData(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

let emailCounter = 0;
export function uniqueEmail(prefix = 'osoba'): string {
  emailCounter += 1;
  return `${prefix}.${Date.now().toString(36)}.${emailCounter}@primer.rs`;
}

/** A transport that records what it sends, or fails every time with `failWith`. */
export function recordingTransport(
  options: { failWith?: string; delayMs?: number } = {},
): MailTransport & { sent: OutboxMail[] } {
  const sent: OutboxMail[] = [];
  return {
    name: 'test',
    sent,
    async send(mail) {
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      if (options.failWith) throw new Error(options.failWith);
      sent.push(mail);
    },
  };
}

/** Inserts an event straight into the table, a week ahead unless `values` say when; its row. */
export async function insertEvent(db: Database, values: Partial<typeof events.$inferInsert> & { title: string }) {
  return firstOf(
    await db
      .insert(events)
      .values({ eventDate: new Date(Date.now() + 7 * 24 * 60 * 60_000), ...values })
      .returning(),
  );
}

/** A registrant with only the required fields: `name` (first and last, split at the space) and `email`. */
export function registrant(email: string, name = 'Ana Anić') {
  const [firstName = '', lastName = ''] = name.split(' ');
  return { firstName, lastName, email, phone: null, company: null, position: null, message: null };
}

/**
 * Registers `email` for a listed event as the public form does (name split at the first space),
 * straight through the domain function; the new registration's id.
 */
export async function registerThroughForm(
  db: Database,
  eventId: string,
  email: string,
  name = 'Ana Anić',
): Promise<string> {
  const event = await resolveRegistrationEvent(db, { event: eventId });
  if (event?.source !== 'database') throw new Error('event should resolve');
  const outcome = await registerForEvent(db, event, registrant(email, name));
  if (outcome.outcome === 'closed') throw new Error('closed');
  return outcome.registrationId;
}
