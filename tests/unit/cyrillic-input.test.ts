import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

import { contactSchema } from '@/lib/validation/contact';
import { eventRegistrationSchema } from '@/lib/validation/event-registration';
import { joinSchema } from '@/lib/validation/join';
import { FORM_MESSAGES } from '@/lib/validation/messages';
import { newsletterSchema } from '@/lib/validation/newsletter';
import { teamApplicationSchema } from '@/lib/validation/team-application';
import { TEAM_ROLES } from '@/lib/validation/team-roles';

/**
 * Issue 52, item 4: the public forms take names and messages typed in Cyrillic, kept as typed,
 * and apply the same limits to them as to Latin (a Cyrillic letter is one character, not two bytes).
 */
const NAME = 'Љиљана Ђурђевић';
const MESSAGE = 'Поздрав! Занима ме како могу да се придружим заједници и шта све нудите.';

function parsed<T extends z.ZodMiniType>(schema: T, values: Record<string, unknown>) {
  const result = z.safeParse(schema, values);
  if (!result.success) throw new Error(result.error.issues.map((issue) => issue.message).join('; '));
  return result.data as Record<string, unknown>;
}

describe('the public forms accept Cyrillic (issue 52, item 4)', () => {
  it('contact: a Cyrillic name and message are kept as typed', () => {
    const values = parsed(contactSchema, { name: NAME, email: 'ljiljana@example.com', message: MESSAGE });
    expect(values).toMatchObject({ name: NAME, message: MESSAGE });
  });

  it('join: every text field in Cyrillic', () => {
    const values = parsed(joinSchema, {
      name: NAME,
      email: 'ljiljana@example.com',
      about: MESSAGE,
      contribute: 'Могу да помогнем око дизајна и маркетинга.',
      expect: 'Очекујем нова познанства и менторство.',
    });
    expect(values).toMatchObject({ name: NAME, about: MESSAGE });
  });

  it('team application, event registration and the newsletter: Cyrillic names', () => {
    expect(
      parsed(teamApplicationSchema, {
        name: NAME,
        email: 'ljiljana@example.com',
        role: TEAM_ROLES[0],
        experience: 'Три године водим радионице.',
        motivation: 'Желим да помогнем младим предузетницима.',
      }),
    ).toMatchObject({ name: NAME });
    expect(
      parsed(eventRegistrationSchema, { firstName: 'Њега', lastName: 'Џаковић', email: 'nj@example.com' }),
    ).toMatchObject({ firstName: 'Њега', lastName: 'Џаковић' });
    expect(parsed(newsletterSchema, { FNAME: 'Ђорђе', LNAME: 'Шћекић', EMAIL: 'dj@example.com' })).toMatchObject({
      FNAME: 'Ђорђе',
      LNAME: 'Шћекић',
    });
  });

  it('the limits count Cyrillic letters as characters: a one-letter name is too short, nine letters of message too', () => {
    const shortName = z.safeParse(contactSchema, { name: 'Ђ', email: 'a@example.com', message: MESSAGE });
    expect(shortName.success).toBe(false);
    expect(shortName.error?.issues.map((issue) => issue.message)).toContain(FORM_MESSAGES.nameTooShort);
    const shortMessage = z.safeParse(contactSchema, { name: NAME, email: 'a@example.com', message: 'Здраво ђе' });
    expect(shortMessage.error?.issues.map((issue) => issue.message)).toContain(FORM_MESSAGES.messageTooShort);
    expect(z.safeParse(contactSchema, { name: NAME, email: 'a@example.com', message: 'Здраво ђеко' }).success).toBe(
      true,
    );
  });
});
