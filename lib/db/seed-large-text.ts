/**
 * Word lists and text makers of the large data set (lib/db/seed-large.ts): Serbian-looking
 * sentences, titles, names and addresses from a seeded random source, in Latin or in Cyrillic.
 * Nothing here touches the database.
 */

import { SUGGESTED_TAGS } from '@/lib/blog/categories';

/** A small, fast, seeded random source (mulberry32): the same seed gives the same data set. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A number in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** `count` distinct items (fewer when the list is shorter). */
  some<T>(items: readonly T[], count: number): T[] {
    const chosen = new Set<T>();
    while (chosen.size < Math.min(count, items.length)) chosen.add(this.pick(items));
    return [...chosen];
  }

  /** A version-4-shaped UUID from this source, so rows can refer to each other before they are stored. */
  uuid(): string {
    const hex = Array.from({ length: 32 }, () => Math.floor(this.next() * 16).toString(16));
    hex[12] = '4';
    hex[16] = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
    const s = hex.join('');
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  }
}

const NOUNS = [
  'posao',
  'tržište',
  'kupac',
  'proizvod',
  'tim',
  'ideja',
  'prodaja',
  'plan',
  'budžet',
  'investitor',
  'mentor',
  'zajednica',
  'grant',
  'ugovor',
  'firma',
  'preduzetnik',
  'prototip',
  'usluga',
  'cena',
  'strategija',
  'rast',
  'prihod',
  'trošak',
  'rizik',
  'partner',
  'platforma',
  'aplikacija',
  'korisnik',
  'podrška',
  'saradnja',
  'konkurencija',
  'brend',
  'kampanja',
  'radionica',
  'događaj',
  'iskustvo',
  'znanje',
  'odluka',
  'problem',
  'rešenje',
  'porez',
  'knjigovodstvo',
  'izvoz',
  'fabrika',
  'radnja',
  'kafić',
  'farma',
  'softver',
  'podatak',
  'analiza',
] as const;

const ADJECTIVES = [
  'mali',
  'novi',
  'prvi',
  'dobar',
  'ozbiljan',
  'lokalni',
  'domaći',
  'digitalni',
  'brz',
  'skup',
  'jeftin',
  'održiv',
  'pametan',
  'jasan',
  'stabilan',
  'porodični',
  'mesečni',
  'godišnji',
  'ključni',
  'stvarni',
  'zajednički',
  'otvoren',
  'kreativan',
  'tehnički',
  'pravni',
] as const;

const VERBS = [
  'gradi',
  'proverava',
  'planira',
  'prodaje',
  'menja',
  'traži',
  'nudi',
  'pokreće',
  'razvija',
  'meri',
  'testira',
  'finansira',
  'zapošljava',
  'uči',
  'objašnjava',
  'pregovara',
  'predstavlja',
  'organizuje',
  'smanjuje',
  'povećava',
  'deli',
  'pita',
  'odlučuje',
  'ulaže',
  'beleži',
] as const;

const ADVERBS = [
  'brzo',
  'pažljivo',
  'polako',
  'svakog meseca',
  'na vreme',
  'bez žurbe',
  'zajedno',
  'uvek',
  'ponekad',
  'često',
  'u Beogradu',
  'u Novom Sadu',
  'u Nišu',
  'u Kragujevcu',
  'na internetu',
  'sa mentorom',
  'posle radionice',
  'prošle godine',
  'ove nedelje',
  'pre lansiranja',
] as const;

const CONNECTORS = ['i', 'ali', 'jer', 'pa', 'a', 'dok', 'kada', 'iako', 'zato što', 'tako da'] as const;

const TITLE_PATTERNS: readonly ((r: Random) => string)[] = [
  (r) => `Kako ${r.pick(['pokrenuti', 'finansirati', 'proveriti', 'prodati', 'izgraditi'])} ${r.pick(NOUNS)}`,
  (r) => `${r.int(3, 12)} saveta za ${r.pick(['prvi', 'mali', 'novi', 'porodični', 'digitalni'])} ${r.pick(NOUNS)}`,
  (r) => `Šta svaki ${r.pick(['osnivač', 'preduzetnik', 'student', 'mentor'])} treba da zna o temi: ${r.pick(NOUNS)}`,
  (r) =>
    `${capitalize(r.pick(ADJECTIVES))} ${r.pick(NOUNS)}: ${r.pick(['iskustva iz prakse', 'vodič', 'prvi koraci', 'greške koje se ponavljaju', 'šta kažu brojevi'])}`,
  (r) => `Priča iz zajednice: ${r.pick(NOUNS)} ${r.pick(ADVERBS)}`,
  (r) => `Zašto ${r.pick(NOUNS)} ${r.pick(VERBS)} ${r.pick(ADVERBS)}`,
  (r) =>
    `${r.pick(['Intervju', 'Analiza', 'Pregled', 'Vodič', 'Kolumna'])}: ${r.pick(ADJECTIVES)} ${r.pick(NOUNS)} i ${r.pick(NOUNS)}`,
];

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** One sentence of 8 to 20 words. */
export function sentence(r: Random): string {
  const parts: string[] = [];
  const clauses = r.int(1, 2);
  for (let i = 0; i < clauses; i += 1) {
    if (i > 0) parts.push(r.pick(CONNECTORS));
    parts.push(r.pick(ADJECTIVES), r.pick(NOUNS), r.pick(VERBS), r.pick(NOUNS), r.pick(ADVERBS));
    if (r.chance(0.4)) parts.push('za', r.pick(NOUNS));
  }
  return `${capitalize(parts.join(' '))}${r.chance(0.1) ? '?' : '.'}`;
}

/** Sentences up to about `words` words. */
export function paragraph(r: Random, words: number): string {
  const sentences: string[] = [];
  let count = 0;
  while (count < words) {
    const next = sentence(r);
    sentences.push(next);
    count += next.split(' ').length;
  }
  return sentences.join(' ');
}

export function title(r: Random): string {
  return r.pick(TITLE_PATTERNS)(r);
}

/** A Markdown article of about `words` words: paragraphs under a few `##` headings, a list now and then. */
export function article(r: Random, words: number): string {
  const blocks: string[] = [];
  let count = 0;
  while (count < words) {
    if (blocks.length > 0 && r.chance(0.25)) blocks.push(`## ${capitalize(r.pick(ADJECTIVES))} ${r.pick(NOUNS)}`);
    if (r.chance(0.1)) {
      const items = Array.from({ length: r.int(3, 5) }, () => `- ${capitalize(r.pick(NOUNS))} ${r.pick(ADVERBS)}`);
      blocks.push(items.join('\n'));
      count += items.length * 3;
    }
    const size = Math.min(r.int(50, 110), Math.max(10, words - count));
    blocks.push(paragraph(r, size));
    count += size;
  }
  return blocks.join('\n\n');
}

const LATIN_TO_CYRILLIC = new Map<string, string>([
  ['dž', 'џ'],
  ['Dž', 'Џ'],
  ['lj', 'љ'],
  ['Lj', 'Љ'],
  ['nj', 'њ'],
  ['Nj', 'Њ'],
  ...[...'abvgdđežzijklmnoprstćufhcčš'].map((letter, index): [string, string] => [
    letter,
    'абвгдђежзијклмнопрстћуфхцчш'.charAt(index),
  ]),
  ...[...'ABVGDĐEŽZIJKLMNOPRSTĆUFHCČŠ'].map((letter, index): [string, string] => [
    letter,
    'АБВГДЂЕЖЗИЈКЛМНОПРСТЋУФХЦЧШ'.charAt(index),
  ]),
]);

/** Digraphs before single letters; q, w, x, y have no Cyrillic letter and stay. */
const LATIN_LETTER = /Dž|dž|Lj|lj|Nj|nj|[a-zA-ZđĐžŽćĆčČšŠ]/g;

/** Serbian Latin written in Cyrillic; other characters stay as they are. */
export function toCyrillic(text: string): string {
  return text.replace(LATIN_LETTER, (letter) => LATIN_TO_CYRILLIC.get(letter) ?? letter);
}

export const FIRST_NAMES = [
  'Ana',
  'Marko',
  'Jelena',
  'Stefan',
  'Milica',
  'Nikola',
  'Jovana',
  'Luka',
  'Teodora',
  'Đorđe',
  'Tijana',
  'Miloš',
  'Katarina',
  'Nemanja',
  'Ivana',
  'Vuk',
  'Dragana',
  'Aleksandar',
  'Sanja',
  'Dušan',
  'Maja',
  'Petar',
  'Snežana',
  'Željko',
  'Ljiljana',
  'Njegoš',
  'Mirjana',
  'Bojan',
  'Gordana',
  'Zoran',
  'Nataša',
  'Vladimir',
  'Jasmina',
  'Uroš',
  'Biljana',
  'Ognjen',
  'Danijela',
  'Ćirilo',
  'Olivera',
  'Filip',
] as const;

export const LAST_NAMES = [
  'Petrović',
  'Jovanović',
  'Nikolić',
  'Đorđević',
  'Ilić',
  'Marković',
  'Stojanović',
  'Pavlović',
  'Kostić',
  'Živković',
  'Šarić',
  'Popović',
  'Lazić',
  'Mitrović',
  'Ćosić',
  'Todorović',
  'Savić',
  'Kovačević',
  'Radosavljević',
  'Vasić',
  'Obradović',
  'Milošević',
  'Đukić',
  'Stanković',
  'Tomić',
  'Rakić',
  'Janković',
  'Ristić',
  'Bogdanović',
  'Simić',
] as const;

export const CITIES = [
  'Beograd',
  'Novi Sad',
  'Niš',
  'Kragujevac',
  'Subotica',
  'Čačak',
  'Kraljevo',
  'Zrenjanin',
  'Online',
];

/** The editor's suggested tags and a few more a community would use. */
export const TAGS = [
  ...SUGGESTED_TAGS,
  'porezi',
  'izvoz',
  'mentorstvo',
  'pitch',
  'AI',
  'e-commerce',
  'agrotech',
  'fintech',
] as const;

/** ASCII for an address: 'Đorđe Šarić' → 'djordje', 'saric' (the search fold does the rest). */
export function asciiName(folded: string): string {
  return folded.replace(/[^a-z0-9]+/g, '');
}
