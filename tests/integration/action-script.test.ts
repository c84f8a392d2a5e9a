import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { SCRIPT_FIELD } from '@/lib/actions/result';
import { submitContactMessage, submitJoinApplication } from '@/lib/actions/public-forms';
import { contactMessages } from '@/lib/db/schema';

import { FORMS_SEED, formData, testContext, uniqueEmail } from './forms-support';
import { BACKENDS, useTestDatabase } from './support/database';

/**
 * A form on a Cyrillic page sends its script (SCRIPT_FIELD); the action machinery answers in it,
 * once for every action (lib/actions/define.ts). What the visitor typed is stored and echoed as typed.
 */
describe.each(BACKENDS)("an action's answer in the page's script on %s", (backend) => {
  const database = useTestDatabase(backend, FORMS_SEED);

  it('answers a Cyrillic page in Cyrillic and stores the Cyrillic name as typed', async () => {
    const email = uniqueEmail('cirilica');
    const { getContext } = testContext(database.db);
    const result = await submitContactMessage.run(
      formData({ name: 'Ана Анић', email, message: 'Здраво, занима ме -{Wild Mixer}-.', [SCRIPT_FIELD]: 'cir' }),
      getContext,
    );
    expect(result).toMatchObject({
      ok: true,
      title: 'Порука послата!',
      message: 'Хвала ти на поруци. Одговорићемо ти ускоро!',
    });
    const [stored] = await database.db.select().from(contactMessages).where(eq(contactMessages.email, email));
    expect(stored).toMatchObject({ name: 'Ана Анић', message: 'Здраво, занима ме -{Wild Mixer}-.' });
  });

  it("converts the toast, every field's message, not what was typed", async () => {
    const { getContext } = testContext(database.db);
    const result = await submitJoinApplication.run(
      formData({ name: 'A', email: 'ana@primer', about: 'Marko', contribute: '', expect: '', [SCRIPT_FIELD]: 'cir' }),
      getContext,
    );
    expect(result).toMatchObject({
      ok: false,
      title: 'Грешка',
      fieldErrors: {
        name: ['Име мора имати најмање 2 карактера'],
        email: ['Емаил формат није ваљан'],
        contribute: ['Допринос је обавезно поље'],
      },
      values: { name: 'A', email: 'ana@primer', about: 'Marko' },
    });
    expect(result).toMatchObject({
      formError: expect.stringMatching(/^Име мора имати најмање 2 карактера, Емаил формат није ваљан/),
    });
  });

  it('answers in Latin without the field, or with anything other than a script', async () => {
    for (const script of [undefined, 'lat', 'ћир', 'CIR']) {
      const { getContext } = testContext(database.db);
      const fields = { name: '', email: '', message: '', ...(script === undefined ? {} : { [SCRIPT_FIELD]: script }) };
      const result = await submitContactMessage.run(formData(fields), getContext);
      expect(result).toMatchObject({
        ok: false,
        title: 'Greška',
        formError: expect.stringMatching(/^Ime je obavezno polje/),
      });
    }
  });
});
