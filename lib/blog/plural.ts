/**
 * Serbian plural forms: one for 1, 21, 31… (but not 11), few for 2–4, 22–24… (but not 12–14),
 * many for everything else. The spec's "fewer than 5" wording is the same rule up to 20; past
 * that the grammatical rule wins ("21 članak", "25 članaka").
 */
export type PluralForms = readonly [one: string, few: string, many: string];

export function pluralFormSr(count: number): 0 | 1 | 2 {
  const n = Math.abs(Math.trunc(count));
  const lastDigit = n % 10;
  const lastTwo = n % 100;
  if (lastDigit === 1 && lastTwo !== 11) return 0;
  if (lastDigit >= 2 && lastDigit <= 4 && (lastTwo < 12 || lastTwo > 14)) return 1;
  return 2;
}

export function pluralSr(count: number, forms: PluralForms): string {
  return forms[pluralFormSr(count)];
}

export const ARTICLE_FORMS: PluralForms = ['članak', 'članka', 'članaka'];

/** "1 članak", "3 članka", "5 članaka", "21 članak"… */
export function formatArticleCount(count: number): string {
  return `${count} ${pluralSr(count, ARTICLE_FORMS)}`;
}

export const MINUTE_FORMS: PluralForms = ['minut', 'minuta', 'minuta'];

/** "1 min čitanja" on cards; the long form is for screen readers and metadata. */
export function formatReadTime(minutes: number): string {
  return `${minutes} min čitanja`;
}

export function formatReadTimeLong(minutes: number): string {
  return `${minutes} ${pluralSr(minutes, MINUTE_FORMS)} čitanja`;
}
