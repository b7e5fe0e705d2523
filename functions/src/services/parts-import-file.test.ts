import { partsImportRowsMax } from '@moto-parts/contracts';
import { describe, expect, it } from 'vitest';
import { fileKeyOf, readPartsCsv } from './parts-import-file.ts';

const crlf = (...lines: string[]) => `${lines.join('\r\n')}\r\n`;

describe('readPartsCsv', () => {
  it('when a file with a BOM is read, then each row keeps the number a spreadsheet shows, past a cell of two lines and a blank row', () => {
    const file = readPartsCsv(
      `\ufeff${crlf('sku,name,description', 'MP-1,Disc,"Two', 'lines"', ',,', 'MP-2,Pads,Sintered')}`,
    );

    expect(file.errors).toEqual([]);
    expect(file.columns).toEqual(['sku', 'name', 'description']);
    expect(file.rows).toEqual([
      { row: 2, cells: { sku: 'MP-1', name: 'Disc', description: 'Two\r\nlines' }, errors: [] },
      { row: 4, cells: { sku: 'MP-2', name: 'Pads', description: 'Sintered' }, errors: [] },
    ]);
  });

  it('when a cell was neutralised by the export, then it is read back as the text it was, trimmed', () => {
    const file = readPartsCsv(crlf('sku,name,description', `MP-1, '=SUM(1+1) ,"'+1, '-2"`));

    expect(file.rows[0]?.cells).toEqual({ sku: 'MP-1', name: '=SUM(1+1)', description: "+1, '-2" });
  });

  it('when a spreadsheet saved it with `;` between cells, then it is read the same', () => {
    const file = readPartsCsv(
      crlf('sku;name;fitment', 'MP-1;Disc;"Honda CB500X 2016; Yamaha MT-07 2014"'),
    );

    expect(file.rows[0]?.cells).toEqual({
      sku: 'MP-1',
      name: 'Disc',
      fitment: 'Honda CB500X 2016; Yamaha MT-07 2014',
    });
  });

  it('when a quote is inside a cell that is not quoted, then it is text', () => {
    expect(readPartsCsv(crlf('sku,name', 'MP-1,17" rim')).rows[0]?.cells.name).toBe('17" rim');
  });

  it('when a row has more or fewer cells than the header, then that row has an error of its own', () => {
    const file = readPartsCsv(crlf('sku,name', 'MP-1,Disc', 'MP-2', 'MP-3,Pads,extra'));

    expect(file.errors).toEqual([]);
    expect(file.rows.map(({ row, errors }) => ({ row, errors }))).toEqual([
      { row: 2, errors: [] },
      {
        row: 3,
        errors: [{ row: 3, column: null, message: 'This row has 1 cells and the header 2' }],
      },
      {
        row: 4,
        errors: [{ row: 4, column: null, message: 'This row has 3 cells and the header 2' }],
      },
    ]);
  });

  it('when the header names an unknown column, one twice, or no sku, then the file is refused at row 1', () => {
    expect(readPartsCsv(crlf('sku,prize,sku', 'MP-1,3,MP-1')).errors).toEqual([
      {
        row: 1,
        column: null,
        message: expect.stringMatching(
          /^"prize" is no column of parts: the columns are sku, name, /,
        ),
      },
      { row: 1, column: 'sku', message: 'The column sku is there twice' },
    ]);
    expect(readPartsCsv(crlf('name', 'Disc')).errors).toEqual([
      {
        row: 1,
        column: 'sku',
        message: 'The file needs a sku column: an import finds parts by it',
      },
    ]);
  });

  it('when an unknown column is a megabyte long, then the error quotes its start only', () => {
    const [error] = readPartsCsv(crlf(`sku,${'p'.repeat(1_000_000)}`, 'MP-1,1')).errors;

    expect(error?.message).toMatch(/^"p{39}…" is no column of parts/);
    expect(error?.message.length).toBeLessThan(300);
  });

  it('when the file is empty or has only its header, then it says so', () => {
    expect(readPartsCsv('').errors).toEqual([
      { row: 1, column: null, message: 'The file has no header row' },
    ]);
    expect(readPartsCsv(crlf('sku,name')).errors).toEqual([
      { row: 2, column: null, message: 'The file has no parts below its header' },
    ]);
  });

  it('when a quote is never closed, then the file is refused from the row it opens on', () => {
    const [error] = readPartsCsv(crlf('sku,name', 'MP-1,Disc', 'MP-2,"Pads')).errors;

    expect(error).toMatchObject({ row: 3, column: null });
    expect(error?.message).toMatch(/^The file is not CSV from here: Quote Not Closed/);
  });

  it(`when a file has more than ${partsImportRowsMax} parts, then it is refused at the first row beyond`, () => {
    const rows = Array.from({ length: partsImportRowsMax + 1 }, (_, index) => `MP-${index}`);

    expect(readPartsCsv(crlf('sku', ...rows)).errors).toEqual([
      {
        row: partsImportRowsMax + 2,
        column: null,
        message: `A file holds at most ${partsImportRowsMax} parts: split it`,
      },
    ]);
    expect(readPartsCsv(crlf('sku', ...rows.slice(1))).rows).toHaveLength(partsImportRowsMax);
  });
});

describe('fileKeyOf', () => {
  const keyOf = (csv: string) => fileKeyOf(readPartsCsv(csv).rows);

  it('when the same rows are saved with a BOM, `;`, other line ends or other columns’ order, then the key is the same', () => {
    const key = keyOf(crlf('sku,name,price', 'MP-1,Disc,95', 'MP-2,Pads,12'));

    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(keyOf(`\ufeff${crlf('sku;name;price', 'MP-1;Disc;95', 'MP-2;Pads;12')}`)).toBe(key);
    expect(keyOf('sku,name,price\nMP-1,Disc,95\nMP-2,Pads,12')).toBe(key);
    expect(keyOf(crlf('price,sku,name', '95,MP-1,Disc', '12,MP-2,Pads'))).toBe(key);
  });

  it('when a cell differs, or a row moves to another number, then it is another file', () => {
    const key = keyOf(crlf('sku,name,price', 'MP-1,Disc,95', 'MP-2,Pads,12'));

    expect(keyOf(crlf('sku,name,price', 'MP-1,Disc,96', 'MP-2,Pads,12'))).not.toBe(key);
    expect(keyOf(crlf('sku,name,price', ',,', 'MP-1,Disc,95', 'MP-2,Pads,12'))).not.toBe(key);
    expect(keyOf(crlf('sku,name,price,category', 'MP-1,Disc,95,', 'MP-2,Pads,12,'))).not.toBe(key);
  });
});
