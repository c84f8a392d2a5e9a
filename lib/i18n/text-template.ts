import type { ScriptText } from './texts';

/**
 * A text with numbered slots (`'Poruku „{0}” će dobiti {1}.'`) filled in order. The slots are
 * digits, which the transliteration leaves alone, so a template converted on the server keeps
 * them and a client component fills them with what it learns later (a count, a name).
 */
export function fillText(template: string, ...values: readonly (string | number)[]): string {
  return template.replace(/\{(\d+)\}/g, (slot, index: string) => {
    const value = values[Number(index)];
    return value === undefined ? slot : String(value);
  });
}

/** Choices with their labels in a script (`text` from `pageScript()`); their values, which a form sends, stay. */
export function labelsIn<Choice extends { label: string }>(text: ScriptText, choices: readonly Choice[]): Choice[] {
  return choices.map((choice) => ({ ...choice, label: text(choice.label) }));
}
