import { describe, expect, it } from 'vitest';

import { csvCell, toCsv } from '@/lib/admin/csv';

describe('CSV export', () => {
  it('quotes every cell and doubles quotes', () => {
    expect(csvCell('Ana "Mala", Niš')).toBe('"Ana ""Mala"", Niš"');
    expect(csvCell(null)).toBe('""');
  });

  it.each(['=HYPERLINK("http://zlo")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])('neutralises the formula %j', (value) => {
    expect(csvCell(value).startsWith(`"'`)).toBe(true);
  });

  it('leaves ordinary text alone', () => {
    expect(csvCell('Ćao 1+1=2')).toBe('"Ćao 1+1=2"');
  });

  it('starts with a byte order mark and ends lines with CRLF, keeping line breaks inside cells', () => {
    expect(toCsv([['a', 'b'], ['prvi\nred', '2']])).toBe('\uFEFF"a","b"\r\n"prvi\nred","2"\r\n');
  });
});
