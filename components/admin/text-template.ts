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
