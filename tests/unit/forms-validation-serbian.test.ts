import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';

import { contactClientSchema, contactSchema } from '@/lib/validation/contact';
import { eventRegistrationSchema } from '@/lib/validation/event-registration';
import { eventSuggestionSchema } from '@/lib/validation/event-suggestion';
import { joinSchema } from '@/lib/validation/join';
import { newsletterSchema } from '@/lib/validation/newsletter';
import { teamApplicationSchema } from '@/lib/validation/team-application';

/** Every public form's schema with a valid submission, so each wrong value is the only fault. */
const SCHEMAS: [name: string, schema: z.ZodMiniType, valid: Record<string, string>][] = [
  ['contact', contactSchema, { name: 'Ana', email: 'ana@primer.rs', message: 'Zdravo, pišem vam.' }],
  ['contact (client)', contactClientSchema, { name: 'Ana', email: 'ana@primer.rs', message: 'Zdravo, pišem vam.' }],
  ['join', joinSchema, { name: 'Ana', email: 'ana@primer.rs', about: 'a', contribute: 'b', expect: 'c' }],
  [
    'team application',
    teamApplicationSchema,
    { name: 'Ana', email: 'ana@primer.rs', phone: '', role: 'mentor', experience: 'a', motivation: 'b' },
  ],
  [
    'event suggestion',
    eventSuggestionSchema,
    { submissionType: 'luma', submitterName: 'Ana', submitterEmail: 'ana@primer.rs', lumaUrl: 'https://lu.ma/x' },
  ],
  ['event registration', eventRegistrationSchema, { firstName: 'Ana', lastName: 'Anić', email: 'ana@primer.rs' }],
  ['newsletter', newsletterSchema, { FNAME: 'Ana', LNAME: 'Anić', EMAIL: 'ana@primer.rs' }],
];

/** Values of the wrong kind that a hand-made request could get into a field. */
const WRONG_VALUES: unknown[] = ['bogus', 42, true, {}, ['a', 'b'], 12.5, Symbol('x'), () => 'x', new Date(0)];

/** Words of zod's English defaults ('Invalid option: expected one of…', 'Invalid input: expected string, received number'). */
const ENGLISH = /\b(invalid|expected|received|option|input|string|number|object|array|must|too (big|small))\b/i;

describe('every validation message a visitor can reach is Serbian', () => {
  for (const [name, schema, valid] of SCHEMAS) {
    it(`${name}: valid submission passes, and wrong types in every field answer in Serbian`, () => {
      expect(schema.safeParse(valid).success).toBe(true);
      for (const field of Object.keys(valid)) {
        for (const wrong of WRONG_VALUES) {
          const result = schema.safeParse({ ...valid, [field]: wrong });
          for (const issue of result.error?.issues ?? []) {
            expect(issue.message, `${name}.${field} = ${String(wrong)}`).not.toMatch(ENGLISH);
            expect(issue.message.length).toBeGreaterThan(0);
          }
        }
      }
    });
  }

  it("answers submissionType=bogus with the dialog's own Serbian message", () => {
    const result = eventSuggestionSchema.safeParse({
      submissionType: 'bogus',
      submitterName: 'Ana',
      submitterEmail: 'ana@primer.rs',
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Molimo izaberite tip događaja.']);
  });

  it('answers a value of the wrong kind with a Serbian message beside the field', () => {
    const result = contactSchema.safeParse({ name: 42, email: 'ana@primer.rs', message: 'Zdravo, pišem vam.' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['name'], message: 'Vrednost polja nije ispravna' }),
    ]);
  });
});

describe('contact message length on the client', () => {
  it('lets the browser send a message that is over 5000 characters only before sanitising', () => {
    // 4990 letters and 21 angle brackets: 5011 as typed, 4990 once the server removes `<>`.
    const message = `${'a'.repeat(4990)}${'<>'.repeat(10)}<`;
    expect(message).toHaveLength(5011);
    expect(contactClientSchema.safeParse({ name: 'Ana', email: 'ana@primer.rs', message }).success).toBe(true);
    // The server's schema still holds the spec's cap (it runs on the sanitised text).
    expect(
      contactSchema.safeParse({ name: 'Ana', email: 'ana@primer.rs', message: 'a'.repeat(5001) }).error?.issues[0]
        ?.message,
    ).toBe('Poruka je predugačka');
  });
});
