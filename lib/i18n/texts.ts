import { latinToCyrillic, removeForeignMarks, removeForeignMarksHtml, transliterateHtml } from './transliterate';
import type { Script } from './script';

/** A text of the site (typed in Latin, maybe with `-{foreign}-` marks) as a page in `script` shows it. */
export type ScriptText = (latin: string) => string;

/**
 * `build` made once per script and kept for the process: the texts a page hands each card or
 * dialog of a list are then one object, which the page's RSC payload carries once.
 */
export function oncePerScript<T>(build: (script: Script) => T): (script: Script) => T {
  const built: Partial<Record<Script, T>> = {};
  return (script) => (built[script] ??= build(script));
}

/** Cyrillic: converted; Latin: the foreign marks removed (docs/i18n.md). */
export function textIn(script: Script): ScriptText {
  return script === 'cir' ? latinToCyrillic : removeForeignMarks;
}

/**
 * HTML of the site (a post's body, a mail) as a page in `script` shows it: its text nodes converted,
 * or in Latin its foreign marks removed; never inside code, so both scripts drop the same characters.
 */
export function htmlIn(script: Script): ScriptText {
  return script === 'cir' ? transliterateHtml : removeForeignMarksHtml;
}

/**
 * A copy of `record` with the named text fields as a page in `script` shows them (null and
 * undefined stay): what a reader of stored content returns for that page.
 */
export function textsIn<T extends object, K extends keyof T>(script: Script, record: T, fields: readonly K[]): T {
  const text = textIn(script);
  const copy = { ...record };
  for (const field of fields) {
    const value = copy[field];
    if (typeof value === 'string') copy[field] = text(value) as T[K];
  }
  return copy;
}

/** A table of texts (nested objects and arrays of strings) with every string as a page in `script` shows it. */
export function textTableIn<T>(script: Script, table: T): T {
  const text = textIn(script);
  const convert = (value: unknown): unknown => {
    if (typeof value === 'string') return text(value);
    if (Array.isArray(value)) return value.map(convert);
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, convert(entry)]));
    }
    return value;
  };
  return convert(table) as T;
}

/** A stored text as a signed-in page displays it. */
export type StoredText = (text: string) => string;

const asStored: StoredText = (text) => text;

/**
 * What admins and members wrote (a title, a name, a message), and any sentence that quotes it, as
 * the signed-in areas display it in `script`: in Cyrillic converted, in Latin exactly as stored,
 * foreign marks included (the panel's lists show the author what was typed, and a live message
 * reaches a Latin thread as typed). The site's own words go through `textIn` as elsewhere.
 */
export function storedTextIn(script: Script): StoredText {
  return script === 'cir' ? latinToCyrillic : asStored;
}
