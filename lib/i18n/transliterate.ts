/**
 * Serbian Latin → Cyrillic, for rendering a page in the Cyrillic script (issue 52, docs/i18n.md).
 * Pure string functions: no database, no request, no DOM; the same input always gives the same
 * output, so a page rendered from it can be cached like its Latin twin.
 *
 * Three things make it more than a letter table:
 * 1. The digraphs lj, nj, dž are one letter (љ, њ, џ), except where a prefix meets a stem
 *    ('nad|živeti' → 'надживети', 'in|jekcija' → 'инјекција'). No rule of spelling tells the two
 *    apart ('odžak' is 'оџак', 'konj' is 'коњ'), so the splits are a word list: `DIGRAPH_SPLITS`.
 * 2. Some text is not Serbian and stays as written: URLs, e-mail addresses, domain names, inline
 *    code, words with q, w, x or y, Roman numerals, and what an author marks as foreign with
 *    `-{…}-` (MediaWiki's mark for "do not convert"): 'Pratite nas na -{Facebook}-'.
 * 3. In HTML only text nodes change: tags, attributes, entities, comments and the content of
 *    code-like elements, or of an element with `translate="no"` or a non-Serbian `lang`, stay.
 */

/** The single letters. đ is ђ; 'dj' (đ typed without the Serbian keyboard) stays дј: see docs/i18n.md. */
const LETTERS: Record<string, string> = {
  a: 'а',
  b: 'б',
  c: 'ц',
  č: 'ч',
  ć: 'ћ',
  d: 'д',
  đ: 'ђ',
  e: 'е',
  f: 'ф',
  g: 'г',
  h: 'х',
  i: 'и',
  j: 'ј',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  o: 'о',
  p: 'п',
  r: 'р',
  s: 'с',
  š: 'ш',
  t: 'т',
  u: 'у',
  v: 'в',
  z: 'з',
  ž: 'ж',
  A: 'А',
  B: 'Б',
  C: 'Ц',
  Č: 'Ч',
  Ć: 'Ћ',
  D: 'Д',
  Đ: 'Ђ',
  E: 'Е',
  F: 'Ф',
  G: 'Г',
  H: 'Х',
  I: 'И',
  J: 'Ј',
  K: 'К',
  L: 'Л',
  M: 'М',
  N: 'Н',
  O: 'О',
  P: 'П',
  R: 'Р',
  S: 'С',
  Š: 'Ш',
  T: 'Т',
  U: 'У',
  V: 'В',
  Z: 'З',
  Ž: 'Ж',
  // The Unicode digraph letters (rare, but they are what some old documents hold).
  ǉ: 'љ',
  ǈ: 'Љ',
  Ǉ: 'Љ',
  ǌ: 'њ',
  ǋ: 'Њ',
  Ǌ: 'Њ',
  ǆ: 'џ',
  ǅ: 'Џ',
  Ǆ: 'Џ',
};

/** Two letters that are one: the first letter's case decides ('Lj' and 'LJ' → Љ; 'lJ' is two letters). */
const DIGRAPHS: Record<string, string> = {
  lj: 'љ',
  Lj: 'Љ',
  LJ: 'Љ',
  nj: 'њ',
  Nj: 'Њ',
  NJ: 'Њ',
  dž: 'џ',
  Dž: 'Џ',
  DŽ: 'Џ',
};

/**
 * Where Serbian writes two letters that look like a digraph: a prefix ending in d or n meets a stem
 * starting with ž or j. `|` marks the split. An entry matches at any place in a word (so
 * 'neinjektiran', 'makrokonjunktura' and the forms 'nadživela', 'injekcijom' follow it) unless it
 * starts with `^`, then only at the word's start: short stems that could hide inside another word.
 *
 * Why stems and not prefixes: the same letters also start words that keep the digraph: 'odžak' and
 * 'nadžak' (Turkish loans: оџак, наџак), 'konj' (коњ), 'Tanjug' (Тањуг), 'vanjski' (вањски).
 * No Serbian prefix ends in l, so lj never splits in a Serbian word. A compound this list does not
 * know comes out with the digraph letter; add its stem here (with a test), or the author marks the
 * word: see docs/i18n.md.
 */
export const DIGRAPH_SPLITS = [
  // od-, nad-, pod-, pred- + ž
  'nad|živ', // nadživeti, nadživljavati
  '^od|živ', // odživeti
  '^od|žal', // odžaliti
  'pod|žanr', // podžanr
  'pod|žup', // podžupan
  'nad|žup', // nadžupan
  'pred|želud', // predželudac
  // in-, kon-, van-, pan- + j
  'in|jekc', // injekcija
  'in|jekt', // injektirati, injektor
  'in|junkc', // injunkcija
  'kon|junk', // konjunkcija, konjunktura, konjunktiv
  'kon|jug', // konjugacija, konjugovati
  'kon|jekt', // konjektura
  'van|jezi', // vanjezički
  'van|jugosl', // vanjugoslovenski
  'pan|jugosl', // panjugoslovenski
] as const;

const SPLITS = DIGRAPH_SPLITS.map((entry) => {
  const anchored = entry.startsWith('^');
  const stem = entry.replace('^', '');
  return { anchored, at: stem.indexOf('|'), stem: stem.replace('|', '') };
});

/** The positions in `word` (0-based, between letter i-1 and i) where a digraph must not form. */
function splitPoints(word: string): Set<number> {
  const lower = word.toLowerCase();
  const points = new Set<number>();
  for (const split of SPLITS) {
    let from = 0;
    for (;;) {
      const found = lower.indexOf(split.stem, from);
      if (found < 0 || (split.anchored && found > 0)) break;
      points.add(found + split.at);
      from = found + 1;
    }
  }
  return points;
}

/** One Serbian word (a run of letters) in Cyrillic, the digraphs joined except at its split points. */
function transliterateWord(decomposed: string): string {
  const word = decomposed.normalize('NFC');
  const splits = splitPoints(word);
  let out = '';
  for (let i = 0; i < word.length; i += 1) {
    const pair = word.slice(i, i + 2);
    const digraph = DIGRAPHS[pair];
    if (digraph && !splits.has(i + 1)) {
      out += digraph;
      i += 1;
    } else {
      const letter = word[i] as string;
      out += LETTERS[letter] ?? letter;
    }
  }
  return out;
}

/**
 * A Roman numeral of two or more letters in capitals ('XXI', 'IV', 'MMXXVI'), kept Latin as Serbian
 * Cyrillic text writes them. A few are also Serbian words in a heading in capitals ('MI', 'VI',
 * 'DA LI', 'DIV') and are read as those.
 */
const ROMAN = /^M{0,4}(?:CM|CD|D?C{0,3})(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})$/;
const ROMAN_WORDS_THAT_ARE_SERBIAN = new Set(['MI', 'VI', 'LI', 'DI', 'DIV']);

/** A Latin letter that Serbian does not write: q, w, x, y, and é, ü, ß… ('café', 'Zürich'). */
const NOT_SERBIAN_LATIN = /[^\P{Script=Latin}a-pr-vzčćđšžA-PR-VZČĆĐŠŽǅǆǄǈǉǇǋǌǊ]/u;

function isForeignWord(word: string): boolean {
  if (NOT_SERBIAN_LATIN.test(word)) return true;
  return word.length >= 2 && ROMAN.test(word) && !ROMAN_WORDS_THAT_ARE_SERBIAN.has(word);
}

/** Top-level domains a bare host name ('zajednica.rs', 'github.com') is recognised by. */
const DOMAINS = 'rs|com|org|net|io|eu|me|info|dev|app|co|edu|gov|ba|hr|si|mk|de|uk';

/**
 * English words of the site's own vocabulary (an industry the member forms offer, stored as the
 * spec names it) that a letter-by-letter conversion would garble and nobody marks: kept as written
 * wherever they appear, as a word with q, w, x or y is.
 */
const BORROWED_WORDS = String.raw`\b[Ee]-commerce\b`;

/**
 * What is kept as written, in the order tried at each place: an author's foreign mark (its content
 * kept, the mark removed), inline code (backticks kept), a URL, an e-mail address, a bare host name,
 * a site path, a borrowed word.
 */
const KEPT = new RegExp(
  [
    String.raw`-\{(?<foreign>[\s\S]*?)\}-`,
    String.raw`(?<code>\x60[^\x60\n]+\x60)`,
    String.raw`(?<url>\b(?:https?:\/\/|ftp:\/\/|mailto:|www\.)[^\s<>"'\x60]+[^\s<>"'\x60.,;:!?)\]])`,
    String.raw`(?<email>[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+)`,
    String.raw`(?<host>\b(?:[\p{L}\p{N}-]+\.)+(?:${DOMAINS})\b(?:\/[^\s<>"'\x60]*[^\s<>"'\x60.,;:!?)\]])?)`,
    // A site path standing alone ('/events', '/auth?next=…'), never a slash inside a word ('i/ili', '5/10').
    String.raw`(?<path>(?<![\p{L}\p{N}\/])\/[a-z0-9][a-z0-9\-._~\/?=&#%]*)`,
    BORROWED_WORDS,
  ].join('|'),
  'gu',
);

/** Letters (with combining marks) between which a digraph can form; digits and signs stay as they are. */
const WORD = /[\p{L}\p{M}]+/gu;

/** Running text with nothing kept: word by word. */
function transliterateWords(text: string): string {
  return text.replace(WORD, (word) => (isForeignWord(word.normalize('NFC')) ? word : transliterateWord(word)));
}

/**
 * Serbian Latin text in Cyrillic. URLs, e-mail addresses, host names, site paths, `inline code`, words with
 * q, w, x or y, Roman numerals and `-{marked}-` text keep their letters (the mark itself is
 * removed); Cyrillic, digits and punctuation pass through. For HTML use `transliterateHtml`.
 */
export function latinToCyrillic(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(KEPT)) {
    out += transliterateWords(text.slice(last, match.index));
    out += match.groups?.foreign ?? match[0];
    last = match.index + match[0].length;
  }
  return out + transliterateWords(text.slice(last));
}

/**
 * The Latin page's form of a text that may hold foreign marks: the marks removed, nothing else
 * changed. Whatever shows a field in Latin passes it through this, so `-{…}-` is never seen.
 */
export function removeForeignMarks(text: string): string {
  return text.replace(/-\{([\s\S]*?)\}-/g, '$1');
}

/** Elements whose text is never Serbian prose: code, scripts, styles and form values. */
const VERBATIM_ELEMENTS = new Set(['code', 'pre', 'kbd', 'samp', 'var', 'script', 'style', 'textarea', 'svg', 'math']);

/** Elements with no end tag. */
const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/**
 * A comment, a doctype or CDATA, or a tag (its quoted attribute values may hold `>`), or an entity.
 * Whatever lies between them is text.
 */
const MARKUP =
  /<!--[\s\S]*?-->|<![^>]*>|<\/?([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|&(?:#\d+|#x[\da-fA-F]+|[a-zA-Z][a-zA-Z\d]*);/g;

/**
 * Whether an element's attributes say its content is not Serbian: `translate="no"`, or a `lang`
 * of another language ('en', 'de-AT'). Any Serbian `lang` ('sr', 'sr-Latn', 'sr-RS') is converted:
 * the page's own `<html lang="sr-Latn">` must not keep the page Latin.
 */
function attributesKeepContent(attributes: string): boolean {
  if (/(?:^|\s)translate\s*=\s*["']?no\b/i.test(attributes)) return true;
  const lang = /(?:^|\s)lang\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
  if (!lang) return false;
  const value = (lang[1] ?? lang[2] ?? lang[3] ?? '').trim().toLowerCase();
  return value !== '' && value !== 'sr' && !value.startsWith('sr-');
}

/**
 * An HTML fragment or document with its text in Cyrillic: only text nodes change, by the rules of
 * `latinToCyrillic`. Tags and their attributes (href, alt, title…), entities and comments stay; so
 * does the text inside code, pre, kbd, samp, var, script, style, textarea, svg and math, and
 * inside any element with `translate="no"` or a `lang` of another language ('en'). A `-{…}-` mark may enclose tags ('-{<strong>Face</strong>book}-').
 */
export function transliterateHtml(html: string): string {
  return convertHtmlText(html, latinToCyrillic);
}

/**
 * The Latin page's form of an HTML fragment that may hold foreign marks: the marks removed from
 * the same text nodes `transliterateHtml` converts (a mark may enclose tags), so the two scripts
 * drop the same characters; tags, attributes, entities and code-like elements stay as they are.
 * Without a `-{` the HTML comes back as it is, the same string.
 */
export function removeForeignMarksHtml(html: string): string {
  return html.includes('-{') ? convertHtmlText(html, removeForeignMarks) : html;
}

/**
 * The walk both scripts share: `convert` is applied to the runs of text outside marks in the
 * text nodes that may change (see `transliterateHtml`); the content of a mark stays as typed and
 * the mark itself is dropped, also when it opens in one text node and closes in a later one.
 */
function convertHtmlText(html: string, convert: (text: string) => string): string {
  /** Open elements: their name and whether they (or an ancestor) keep their text as it is. */
  const open: { name: string; keep: boolean }[] = [];
  let insideMark = false;
  let out = '';
  let last = 0;

  const text = (value: string) => {
    if (open.at(-1)?.keep) return value;
    // A mark may open in one text node and close in a later one: carry the state across tags.
    let result = '';
    let rest = value;
    while (rest) {
      if (insideMark) {
        const end = rest.indexOf('}-');
        if (end < 0) return result + rest;
        result += rest.slice(0, end);
        rest = rest.slice(end + 2);
        insideMark = false;
      } else {
        const start = rest.lastIndexOf('-{');
        const closed = start >= 0 && rest.indexOf('}-', start) >= 0;
        if (start < 0 || closed) return result + convert(rest);
        result += convert(rest.slice(0, start));
        rest = rest.slice(start + 2);
        insideMark = true;
      }
    }
    return result;
  };

  for (const match of html.matchAll(MARKUP)) {
    out += text(html.slice(last, match.index));
    out += match[0];
    last = match.index + match[0].length;
    const name = match[1]?.toLowerCase();
    if (!name) continue;
    const attributes = match[2] ?? '';
    if (match[0].startsWith('</')) {
      const at = open.findLastIndex((element) => element.name === name);
      if (at >= 0) open.length = at;
    } else if (!VOID_ELEMENTS.has(name) && !attributes.trimEnd().endsWith('/')) {
      const keep = (open.at(-1)?.keep ?? false) || VERBATIM_ELEMENTS.has(name) || attributesKeepContent(attributes);
      open.push({ name, keep });
    }
  }
  return out + text(html.slice(last));
}
