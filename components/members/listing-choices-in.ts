import { labelsIn } from '@/lib/i18n/text-template';
import type { ScriptText } from '@/lib/i18n/texts';

import type { TypeCategoryChoices } from './listing-choices';

/** A listing's types and categories (`AD_CHOICES`, `RESOURCE_CHOICES`) labelled in the page's script. */
export function choicesIn(text: ScriptText, { types, categories }: TypeCategoryChoices): TypeCategoryChoices {
  return { types: labelsIn(text, types), categories: labelsIn(text, categories) };
}
