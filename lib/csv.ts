/**
 * CSV files for spreadsheet programs (RFC 4180): comma separated, CRLF line ends, a UTF-8 byte
 * order mark so Excel reads č, ć, š, đ and ž correctly.
 */

export type CsvValue = string | number | boolean | Date | null | undefined;

/**
 * Characters that make a spreadsheet treat a cell as a formula (OWASP "CSV injection"). Visitors
 * type these cells (names, messages), so a leading one is neutralised with an apostrophe, which
 * spreadsheets show as text and do not display.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: dates as ISO instants, formulas defused, quoted when it holds a comma, quote or line break. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  let text = value instanceof Date ? value.toISOString() : value;
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole file: the header row, then one row per record. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
