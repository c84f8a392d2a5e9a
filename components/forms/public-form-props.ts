import 'server-only';

import { pageScript } from '@/lib/i18n/page-script';
import { textTableIn } from '@/lib/i18n/texts';
import { formMessagesIn } from '@/lib/validation/messages-in-script';

import { PUBLIC_FORM_TEXTS, type PublicFormPage } from './public-form-texts';

/**
 * What the server component of a public form hands its client part: the form's own texts and the
 * shared ones in the page's script, with the messages its schema can show.
 */
export async function publicFormProps<Texts>(
  texts: Texts,
  schema: unknown,
): Promise<{ texts: Texts; page: PublicFormPage }> {
  const { script } = await pageScript();
  return {
    texts: textTableIn(script, texts),
    page: { script, texts: textTableIn(script, PUBLIC_FORM_TEXTS), messages: formMessagesIn(script, schema) },
  };
}
