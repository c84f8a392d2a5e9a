/**
 * The one search fold: both sides of every search (the query and the searched text) are compared
 * in this form, so case, diacritics and the script never matter. 'Марко' and 'marko' find
 * 'Marko', 'djordje' finds 'Đorđe' and 'Ђорђе', 'ДОО' finds 'doo'.
 *
 * `normalize('NFD')` splits č, ć, š, ž (and é, ü…) into a base letter and a mark, and the marks go.
 * What it leaves are the letters that do not decompose: đ (and the Cyrillic ђ) is written 'dj' as
 * on a keyboard without a Serbian layout, the digraph letters ǆ, ǉ, ǌ and the Cyrillic script
 * map to their Latin spelling (љ → lj, њ → nj, џ → dž → dz, ћ → ć → c, ч → č → c, ш → š → s,
 * ж → ž → z). The database has the same rule as the SQL function `search_fold`
 * (supabase/migrations, see docs/architecture.md): keep the two in step.
 */

const LETTERS: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  ђ: 'dj',
  е: 'e',
  ж: 'z',
  з: 'z',
  и: 'i',
  ј: 'j',
  к: 'k',
  л: 'l',
  љ: 'lj',
  м: 'm',
  н: 'n',
  њ: 'nj',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  ћ: 'c',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'c',
  ч: 'c',
  џ: 'dz',
  ш: 's',
  đ: 'dj',
  ǆ: 'dz',
  ǉ: 'lj',
  ǌ: 'nj',
  ß: 'ss',
  æ: 'ae',
  ø: 'o',
  ł: 'l',
};

const NOT_DECOMPOSED = new RegExp(`[${Object.keys(LETTERS).join('')}]`, 'g');

/** Lower case, Latin script, no diacritics, đ as 'dj', runs of white space as one space, trimmed. */
export function foldSearchText(value: string): string {
  return value
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(NOT_DECOMPOSED, (letter) => LETTERS[letter] ?? letter)
    .replace(/\s+/g, ' ')
    .trim();
}
