import 'server-only';

/** Longest text any field keeps after sanitising (spec public-site §9). */
export const SANITIZED_MAX_LENGTH = 10_000;

const ANGLE_BRACKETS = /[<>]/g;
/**
 * C0 and C1 control characters, DEL, and the Unicode line/paragraph separators, except tab and
 * line feed (kept: a message has lines). A carriage return is dropped, so a Windows `\r\n`
 * becomes `\n`. NUL in particular makes Postgres refuse the whole insert.
 */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u2028\u2029]/g;
const SCRIPT_SCHEMES = /javascript:|data:/gi;

/**
 * The spec's sanitiser (§5 Shared): removes control characters (ours: NUL breaks the insert),
 * trims, removes `<` and `>`, removes `javascript:` and `data:` in any letter case, and cuts to
 * 10000 characters. Removal repeats until nothing changes, so
 * `javajavascript:script:` cannot reassemble into the word it hid; the result is trimmed again
 * because removal can expose spaces at either end.
 */
export function sanitizeText(input: string): string {
  let text = stripControlCharacters(input).trim().replace(ANGLE_BRACKETS, '');
  let previous: string;
  do {
    previous = text;
    text = text.replace(SCRIPT_SCHEMES, '');
  } while (text !== previous);
  return text.trim().slice(0, SANITIZED_MAX_LENGTH);
}

type Sanitized<T> = { [K in keyof T]: T[K] extends string ? string : T[K] };

/** Every string value of a flat record sanitised; other values (null, numbers, booleans) as they are. */
export function sanitizeRecord<T extends Record<string, unknown>>(values: T): Sanitized<T> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? sanitizeText(value) : value]),
  ) as Sanitized<T>;
}

/** Text without control characters (tabs and line feeds stay); applied to every action's text input. */
export function stripControlCharacters(input: string): string {
  return input.replace(CONTROL_CHARACTERS, '');
}
