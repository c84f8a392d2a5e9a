import { expect, type Page } from '@playwright/test';

/**
 * What a Cyrillic page (docs/i18n.md) may not show: a Serbian word in Latin letters, in the text
 * or in the names and hints a screen reader or a browser shows (aria-label, title, alt,
 * placeholder, the document's title). What stays Latin by design is left out: foreign words (with
 * q, w, x or y, or in FOREIGN below, which the site marks `-{…}-`), addresses, code, and anything
 * in an element with `translate="no"`, another language's `lang` or `lang="sr-Latn"`. Used by the
 * public pages' test without JavaScript and the signed-in areas' test.
 */

/** Names and English words the site shows as written, in both scripts. */
const FOREIGN = new Set([
  'Shop',
  'Home',
  'Oops',
  'Page',
  'not',
  'found',
  'Instagram',
  'LinkedIn',
  'Email',
  'RSS',
  'ics',
  // Marked foreign in the content: a share button, a category's name, a story's names.
  'Facebook',
  'Insights',
  'FarmTrack',
  'Speed',
  // The sign-in button's provider, marked foreign.
  'Google',
  // Keys: the composer's hint (Enter, Shift) and the toaster's region (its shortcut, alt+T).
  'Enter',
  'Shift',
  'alt',
  'T',
  // A tag in the ad form's hint, marked foreign.
  'fintech',
  // An industry of the member forms, a borrowed word the conversion keeps ('E-commerce').
  'E',
  'commerce',
]);

/** Every word of Latin letters the page shows or names, outside what stays Latin by design. */
export async function latinWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const KEPT = 'script,style,code,pre,kbd,samp,var,textarea,svg,math,noscript,template';
    const keptByLanguage = (element: Element | null): boolean => {
      for (let node = element; node; node = node.parentElement) {
        if (node.matches(KEPT) || node.getAttribute('translate') === 'no') return true;
        // Another language, or Serbian marked as Latin (the switch's 'Latinica').
        const lang = node.getAttribute('lang');
        if (lang && lang !== 'sr' && lang !== 'sr-Cyrl') return true;
      }
      return false;
    };
    const texts: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!keptByLanguage(node.parentElement)) texts.push(node.textContent ?? '');
    }
    for (const element of document.body.querySelectorAll('[aria-label],[title],[alt],[placeholder]')) {
      if (keptByLanguage(element)) continue;
      for (const name of ['aria-label', 'title', 'alt', 'placeholder']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    const words: string[] = [];
    for (const text of texts) {
      const prose = text
        .replace(/\b(?:https?:\/\/|www\.|mailto:)\S*/g, ' ')
        .replace(/[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+/gu, ' ')
        .replace(/\b[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.(?:rs|com|org|net|io|local|srb)\b\S*/gu, ' ')
        // Identifiers the panel names things by (a section's key, `home_hero`): typed, not words.
        .replace(/[\p{L}\p{N}]*_[\p{L}\p{N}_]*/gu, ' ')
        // A site path standing alone ('/events'), kept as written like an address.
        .replace(/(?<![\p{L}\p{N}/])\/[a-z0-9][a-z0-9\-._~/?=&#%]*/gu, ' ');
      words.push(...(prose.match(/[A-Za-zČĆĐŠŽčćđšžǅǆǇǈǉǊǋǌ]+/g) ?? []));
    }
    return words;
  });
}

export function serbianLatin(words: string[]): string[] {
  const left = words.filter(
    (word) =>
      !FOREIGN.has(word) &&
      !/[qwxy]/i.test(word) &&
      // Roman numerals (XXI, II) and single capitals of abbreviations stay.
      !/^[IVXLCDM]{2,}$/.test(word),
  );
  return [...new Set(left)];
}

/** Opens `path` and expects no Serbian word in Latin letters on it. */
export async function expectAllCyrillic(page: Page, path: string): Promise<void> {
  await page.goto(path);
  expect(serbianLatin(await latinWords(page)), `Latin words on ${path}`).toEqual([]);
}
