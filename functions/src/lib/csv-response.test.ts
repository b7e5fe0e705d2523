import { Writable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import type { Response } from 'express';
import { describe, expect, it } from 'vitest';
import { sendCsv, type CsvRow } from './csv-response.ts';

/** A response that keeps what is written, slowly when asked: one chunk per `delayMs`. */
function fakeResponse({ highWaterMark = 16 * 1024, delayMs = 0 } = {}) {
  const chunks: Buffer[] = [];
  const headers: Record<string, string> = {};
  const res = new Writable({
    highWaterMark,
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      setTimeout(done, delayMs);
    },
  });
  Object.assign(res, { set: (name: string, value: string) => (headers[name] = value) });
  return { res: res as unknown as Response, headers, bytes: () => Buffer.concat(chunks) };
}

async function* rowsOf(rows: CsvRow[]) {
  yield* rows;
}

describe('sendCsv', () => {
  it('when rows are sent, then the file is UTF-8 with a BOM, CRLF rows, text neutralised and numbers kept', async () => {
    const { res, headers, bytes } = fakeResponse();

    await sendCsv(res, {
      filename: 'moto-parts-parts-start-to-2026-11-27.csv',
      rows: rowsOf([
        ['name', 'delta', 'note'],
        ['=SUM(1)', -5, null],
        ['Disc, "drilled"', 12.5, '-minus'],
      ]),
    });

    expect(headers).toEqual({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="moto-parts-parts-start-to-2026-11-27.csv"',
    });
    expect(bytes().subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(bytes().toString('utf8')).toBe(
      '\ufeffname,delta,note\r\n\'=SUM(1),-5,\r\n"Disc, ""drilled""",12.5,\'-minus\r\n',
    );
    expect(parse(bytes(), { bom: true })).toEqual([
      ['name', 'delta', 'note'],
      ["'=SUM(1)", '-5', ''],
      ['Disc, "drilled"', '12.5', "'-minus"],
    ]);
  });

  it('when the client reads slowly, then rows are read from the source only as it takes them', async () => {
    const { res } = fakeResponse({ highWaterMark: 4096, delayMs: 1 });
    let read = 0;
    let mostAhead = 0;
    let written = 0;
    async function* slowSource(): AsyncGenerator<CsvRow> {
      for (let row = 0; row < 500; row++) {
        read++;
        mostAhead = Math.max(mostAhead, read - written);
        yield ['x'.repeat(4000), row];
      }
    }
    const counting = res as unknown as Writable;
    const write = counting._write.bind(counting);
    counting._write = (chunk: Buffer, encoding, done) => {
      written += chunk.toString('utf8').split('\r\n').length - 1;
      write(chunk, encoding, done);
    };

    await sendCsv(res, { filename: 'slow.csv', rows: slowSource() });

    expect(read).toBe(500);
    // Only what the streams' buffers hold (a few hundred KB) is read ahead, not the 2 MB.
    expect(mostAhead).toBeLessThan(150);
  });
});
