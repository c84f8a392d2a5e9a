import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));

import { contactClientSchema, contactSchema } from '@/lib/validation/contact';
import { eventRegistrationSchema } from '@/lib/validation/event-registration';
import { eventSuggestionSchema } from '@/lib/validation/event-suggestion';
import { FORM_MESSAGES } from '@/lib/validation/messages';
import { formMessagesIn } from '@/lib/validation/messages-in-script';
import { newsletterSchema } from '@/lib/validation/newsletter';

/** Every message a schema gives for the given submissions. */
function messagesOf(
  schema:
    typeof contactSchema | typeof eventRegistrationSchema | typeof newsletterSchema | typeof eventSuggestionSchema,
  inputs: object[],
): string[] {
  return inputs.flatMap((input) => {
    const parsed = schema.safeParse(input);
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  });
}

describe('formMessagesIn: the table a Cyrillic form looks its messages up in', () => {
  it('holds every message the schema can show, converted', () => {
    const table = formMessagesIn('cir', contactSchema)!;
    const shown = messagesOf(contactSchema, [
      {},
      { name: 'A', email: 'ana@primer', message: 'kratko' },
      { name: 'A'.repeat(201), email: 'a@b.rs', message: 'x'.repeat(5_001) },
      { name: 5, email: [], message: {} },
    ]);
    expect(shown.length).toBeGreaterThan(5);
    for (const message of shown) expect(table[message], message).toBeDefined();
    expect(table['Ime je obavezno polje']).toBe('Име је обавезно поље');
    expect(table[FORM_MESSAGES.tooLong('Ime')]).toBe('Поље „Име” је предугачко');
  });

  it('finds the labels of optional fields too (event registration)', () => {
    const table = formMessagesIn('cir', eventRegistrationSchema)!;
    for (const message of messagesOf(eventRegistrationSchema, [
      { company: 'x'.repeat(300), position: 'x'.repeat(300) },
    ]))
      expect(table[message], message).toBeDefined();
    expect(table[FORM_MESSAGES.tooLong('Kompanija')]).toBe('Поље „Компанија” је предугачко');
  });

  it('carries only what the form can show when every message is in its schema (the newsletter, on every post)', () => {
    const table = formMessagesIn('cir', newsletterSchema)!;
    const shown = messagesOf(newsletterSchema, [{}, { FNAME: 'x'.repeat(300), LNAME: 5, EMAIL: 'ana@primer' }]);
    expect(shown.length).toBeGreaterThan(3);
    for (const message of shown) expect(table[message], message).toBeDefined();
    expect(table[FORM_MESSAGES.registrationWaitlistNotice]).toBeUndefined();
    expect(Object.keys(table).length).toBeLessThan(10);
  });

  it('carries every fixed message when a check keeps its texts in code (the suggestion form’s superRefine)', () => {
    const table = formMessagesIn('cir', eventSuggestionSchema)!;
    const shown = messagesOf(eventSuggestionSchema, [
      { submissionType: 'luma', submitterName: '', submitterEmail: 'x', lumaUrl: 'https://primer.rs' },
      { submissionType: 'manual', submitterName: 'Ana', submitterEmail: 'ana@primer.rs', eventUrl: '' },
    ]);
    expect(shown).toContain(FORM_MESSAGES.suggestLumaInvalid);
    for (const message of shown) expect(table[message], message).toBeDefined();
    expect(table[FORM_MESSAGES.suggestNameRequired]).toBe('Молимо унесите ваше име и презиме.');
  });

  it('is not sent to a Latin page, whose messages are as typed', () => {
    expect(formMessagesIn('lat', contactClientSchema)).toBeUndefined();
  });
});
