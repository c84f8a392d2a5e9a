import { expect, test, type Page } from '@playwright/test';

/**
 * Runs in the `no-javascript` project: each public page's Cyrillic address (docs/i18n.md) as a
 * crawler gets it, from the server alone, with no Serbian word left in Latin letters: not in the
 * text, and not in the names and hints a screen reader or a browser shows (aria-label, title, alt,
 * placeholder, the document's title). What stays Latin by design is left out: foreign words (with
 * q, w, x or y, or in FOREIGN below, which the site marks `-{…}-`), addresses, code, and anything
 * in an element with `translate="no"`, another language's `lang` or `lang="sr-Latn"`.
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
]);

/** Pages found from a list page's first link of the given kind (the demo's content decides which). */
const FIXED_PAGES = [
  '/cir',
  '/cir/about',
  '/cir/mentors',
  '/cir/team',
  '/cir/community',
  '/cir/stories',
  '/cir/events',
  '/cir/events/arhiva/1',
  '/cir/join',
  '/cir/contact',
  '/cir/blog',
  '/cir/blog?q=firma',
  '/cir/newsletter',
  '/cir/privatnost',
  '/cir/prijava-dogadjaj?event=wild-mixer-april',
  '/cir/newsletter/potvrda',
  '/cir/stranica-koja-ne-postoji',
];

const FOUND_PAGES = [
  { list: '/cir/blog', link: /^\/cir\/blog\/(?!category\/|strana\/)[^/?#]+$/ },
  { list: '/cir/blog', link: /^\/cir\/blog\/category\/[^/?#]+$/ },
];

/** Every word of Latin letters the page shows or names, outside what stays Latin by design. */
async function latinWords(page: Page): Promise<string[]> {
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
        .replace(/\b[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.(?:rs|com|org|net|io|local|srb)\b\S*/gu, ' ');
      words.push(...(prose.match(/[A-Za-zČĆĐŠŽčćđšžǅǆǇǈǉǊǋǌ]+/g) ?? []));
    }
    return words;
  });
}

function serbianLatin(words: string[]): string[] {
  const left = words.filter(
    (word) =>
      !FOREIGN.has(word) &&
      !/[qwxy]/i.test(word) &&
      // Roman numerals (XXI, II) and single capitals of abbreviations stay.
      !/^[IVXLCDM]{2,}$/.test(word),
  );
  return [...new Set(left)];
}

async function expectAllCyrillic(page: Page, path: string) {
  await page.goto(path);
  expect(serbianLatin(await latinWords(page)), `Latin words on ${path}`).toEqual([]);
}

for (const path of FIXED_PAGES) {
  test(`[NO-JS] ${path} is in Cyrillic, every word of it`, async ({ page }) => {
    await expectAllCyrillic(page, path);
  });
}

for (const { list, link } of FOUND_PAGES) {
  test(`[NO-JS] a page linked from ${list} (${link.source}) is in Cyrillic, every word of it`, async ({ page }) => {
    await page.goto(list);
    const hrefs = await page.locator('a[href]').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    const target = hrefs.find((href): href is string => href !== null && link.test(href));
    expect(target, `a link like ${link.source} on ${list}`).toBeDefined();
    await expectAllCyrillic(page, target!);
  });
}
