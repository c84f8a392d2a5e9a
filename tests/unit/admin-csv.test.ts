import { describe, expect, it } from 'vitest';

import { csvCell, toCsv } from '@/lib/csv';

describe('CSV export', () => {
  it('defuses every cell a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvCell(`${start}1+1`).replace(/^"/, '')).toMatch(/^'/);
    }
    expect(csvCell('=cmd|" /C calc"!A0')).toBe(`"'=cmd|"" /C calc""!A0"`);
    expect(csvCell('Ana')).toBe('Ana');
  });

  it('quotes cells with commas, quotes or line breaks and doubles inner quotes', () => {
    expect(csvCell('Perić, Ana')).toBe('"Perić, Ana"');
    expect(csvCell('rekla je "da"')).toBe('"rekla je ""da"""');
    expect(csvCell('red 1\nred 2')).toBe('"red 1\nred 2"');
    expect(csvCell('bez\rnovog reda')).toBe('"bez\rnovog reda"');
  });

  it('writes numbers, booleans and dates as themselves, missing values as empty', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(new Date('2027-01-02T03:04:05.000Z'))).toBe('2027-01-02T03:04:05.000Z');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('starts with a byte order mark and ends every row with CRLF', () => {
    expect(
      toCsv(
        ['Ime', 'Email'],
        [
          ['Đorđe', 'd@primer.rs'],
          ['Žana', null],
        ],
      ),
    ).toBe('\uFEFFIme,Email\r\nĐorđe,d@primer.rs\r\nŽana,\r\n');
  });
});
