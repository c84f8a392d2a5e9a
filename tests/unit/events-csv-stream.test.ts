import { describe, expect, it } from 'vitest';

import { csvStream, keysetBatches, toCsv, type CsvValue } from '@/lib/csv';

const decode = async (stream: ReadableStream<Uint8Array>) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await new Response(stream).arrayBuffer());

async function* from(batches: CsvValue[][][]) {
  for (const batch of batches) yield batch;
}

describe('csvStream', () => {
  it('writes the same bytes as toCsv, batch after batch, empty batches included', async () => {
    const header = ['Ime', 'Poruka'];
    const batches: CsvValue[][][] = [
      [['Ana', '=1+1']],
      [],
      [
        ['Perić, ml.', 'Red 1\nRed 2 "citat"'],
        [null, 3],
      ],
    ];
    expect(await decode(csvStream(header, from(batches)))).toBe(toCsv(header, batches.flat()));
  });

  it('a file with no rows is the header alone', async () => {
    expect(await decode(csvStream(['A', 'B'], from([])))).toBe('\uFEFFA,B\r\n');
  });

  it('reads the next batch only when the reader wants more, and stops reading when cancelled', async () => {
    let read = 0;
    async function* counted() {
      for (;;) {
        read += 1;
        yield [[read]];
      }
    }
    const reader = csvStream(['n'], counted()).getReader();
    await reader.read(); // the header
    await reader.read(); // batch 1
    const before = read;
    expect(before).toBeLessThanOrEqual(2);
    await reader.cancel();
    expect(read).toBe(before);
  });

  it('a failing batch errors the download instead of ending it as if complete', async () => {
    async function* failing() {
      yield [['a']];
      throw new Error('baza nije dostupna');
    }
    await expect(decode(csvStream(['x'], failing()))).rejects.toThrow();
  });
});

describe('keysetBatches', () => {
  it('asks for the rows after the last one until a batch comes back short', async () => {
    const all = Array.from({ length: 7 }, (_, i) => i + 1);
    const cursors: (number | null)[] = [];
    const batches: number[][] = [];
    const read = async (after: number | null) => {
      cursors.push(after);
      return all.filter((n) => after === null || n > after).slice(0, 3);
    };
    for await (const batch of keysetBatches(read, (last) => last, 3)) batches.push(batch);
    expect(batches).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(cursors).toEqual([null, 3, 6]);
  });

  it('an exact multiple of the batch size ends on the empty batch after it', async () => {
    const batches: number[][] = [];
    const read = async (after: number | null) => [[1, 2], [3, 4], []][after === null ? 0 : after / 2]!;
    for await (const batch of keysetBatches(read, (last) => last, 2)) batches.push(batch);
    expect(batches).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });
});
