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

/** One record as a line of the file, CRLF included. */
function csvLine(row: readonly CsvValue[]): string {
  return `${row.map(csvCell).join(',')}\r\n`;
}

/**
 * A whole file written while it is read (the same bytes as `toCsv`): the byte order mark and the
 * header at once, then each batch's rows when the reader asks for more, so memory stays at one
 * batch however many rows there are. A batch that fails errors the stream: the download ends
 * broken, never as a file that looks complete. Cancelling the download stops the reading.
 */
export function csvStream(
  header: readonly string[],
  batches: AsyncIterable<readonly (readonly CsvValue[])[]>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let iterator: AsyncIterator<readonly (readonly CsvValue[])[]> | undefined;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${csvLine(header)}`));
    },
    async pull(controller) {
      iterator ??= batches[Symbol.asyncIterator]();
      // A pull must enqueue or close: a stream does not pull again after one that did neither.
      for (;;) {
        const next = await iterator.next();
        if (next.done) return controller.close();
        if (next.value.length > 0) return controller.enqueue(encoder.encode(next.value.map(csvLine).join('')));
      }
    },
    async cancel() {
      await iterator?.return?.();
    },
  });
}

/**
 * Reads rows in keyset order, one batch at a time: `readAfter(null)` gives the first batch,
 * `readAfter(cursor of its last row)` the next; a batch shorter than `batchSize` is the last. Each
 * batch is one indexed query (`where (key) > cursor order by key limit batchSize`), so the 500th
 * batch costs what the first does, unlike an offset.
 */
export async function* keysetBatches<T, K>(
  readAfter: (cursor: K | null) => Promise<T[]>,
  cursorOf: (last: T) => K,
  batchSize: number,
): AsyncGenerator<T[]> {
  let cursor: K | null = null;
  for (;;) {
    const rows = await readAfter(cursor);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (rows.length < batchSize || last === undefined) return;
    cursor = cursorOf(last);
  }
}

/**
 * A file download: `attachment` under `filename` (plain ASCII: callers slugify), never cached, and
 * never sniffed as anything but `contentType` (the files hold what members and visitors typed).
 */
export function downloadResponse(
  body: string | ReadableStream<Uint8Array>,
  contentType: string,
  filename: string,
): Response {
  return new Response(body, {
    headers: {
      'Content-Type': contentType,
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/** A CSV download (`downloadResponse`); the body is a whole file or a `csvStream`. */
export function csvResponse(body: string | ReadableStream<Uint8Array>, filename: string): Response {
  return downloadResponse(body, 'text/csv; charset=utf-8', filename);
}
