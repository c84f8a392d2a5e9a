/**
 * CSV for spreadsheets (RFC 4180, CRLF lines, every cell quoted). A cell that a spreadsheet would
 * read as a formula (starting with =, +, -, @, a tab or a carriage return) is prefixed with an
 * apostrophe: visitors wrote these texts, and an export must not run what they typed (OWASP CSV
 * injection). The byte order mark makes Excel read the file as UTF-8 (č, ć, ž, š, đ).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

export function toCsv(rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
