import type { ScriptText } from '@/lib/i18n/texts';

import type { TypeCategoryChoices } from './listing-choices';

type Options = TypeCategoryChoices['types'];

/** Choices with their labels in the page's script; their values, which the form sends, stay as they are. */
export function optionLabelsIn(text: ScriptText, options: Options): Options {
  return options.map((option) => ({ ...option, label: text(option.label) }));
}

/** A listing's types and categories (`AD_CHOICES`, `RESOURCE_CHOICES`) labelled in the page's script. */
export function choicesIn(text: ScriptText, { types, categories }: TypeCategoryChoices): TypeCategoryChoices {
  return { types: optionLabelsIn(text, types), categories: optionLabelsIn(text, categories) };
}
