import { partColumns } from '@moto-parts/contracts';
import { stringify } from 'csv-stringify/sync';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { neutraliseCell } from '../lib/csv-cells.ts';
import type { PartSkuDoc } from '../store/part-skus.ts';
import type { EditedPartDoc } from '../store/parts.ts';
import { partRow } from './csv-exports.ts';
import { readPartsCsv } from './parts-import-file.ts';
import {
  planRows,
  recheckedRow,
  reportOf,
  skippedRow,
  type PartsLookup,
  type PlannedRow,
} from './parts-import-rows.ts';

const disc: EditedPartDoc = {
  name: 'Drilled Disc',
  sku: 'MP-BD-3207',
  crossReferences: [{ brand: 'Yamaha', number: '1WS-F582U-00' }],
  image: 'https://example.com/disc.jpg',
  description: 'Drilled.',
  priceCents: 8950,
  minOrder: 1,
  availableQuantity: 12,
  lots: [{ code: 'L1', madeOn: '2026-01-01', onHand: 12, blocked: 0, recallId: null }],
  short: 0,
  reorderPoint: 4,
  category: 'brakes',
  fitment: [{ make: 'Yamaha', model: 'MT-07', fromYear: 2014, toYear: 2020 }],
  fitsAllBikes: false,
};

/**
 * The database as a lookup: the disc, id `disc`, holds its sku; `imported`, the rows an earlier
 * import of the file wrote.
 */
function lookup(
  parts: Record<string, EditedPartDoc> = { disc },
  imported: Record<number, { partId: string; at: string }> = {},
): PartsLookup {
  const holders = new Map<string, PartSkuDoc>(
    Object.entries(parts).map(([id, part]) => [
      (part.sku ?? '').replace(/[^A-Za-z0-9]/g, '').toUpperCase(),
      { partId: id, sku: part.sku ?? '', createdAt: Timestamp.now() },
    ]),
  );
  return {
    holderOf: (sku) => holders.get(sku.replace(/[^A-Za-z0-9]/g, '').toUpperCase()),
    partOf: (id) => parts[id],
    importedRow: (row) => imported[row],
  };
}

/** A file as an export writes it: the parts' rows, text cells neutralised. */
const exported = (rows: (readonly unknown[])[]) =>
  stringify(rows, { bom: true, record_delimiter: 'windows', cast: { string: neutraliseCell } });

/** The rows of a CSV file worked out, as the answer shows them. */
const plan = (
  csv: string,
  parts?: Record<string, EditedPartDoc>,
  imported?: Parameters<typeof lookup>[1],
) => {
  const file = readPartsCsv(csv);
  expect(file.errors).toEqual([]);
  return planRows(file.rows, lookup(parts, imported));
};
const report = (...args: Parameters<typeof plan>) => plan(...args).map(reportOf);

const newPartRow = {
  sku: 'mp-new-0001',
  name: 'New Lever',
  description: 'Forged.',
  image: 'https://example.com/lever.jpg',
  price: '24.5',
  minOrder: '1',
  category: 'controls',
  fitsAllBikes: 'FALSE',
  fitment: 'honda cb500x 2016-2018',
  crossReferences: 'Honda: 53178-MFJ-D01',
  availableQuantity: '30',
  lotCode: 'L-26',
  lotMadeOn: '2026-10-01',
};
const csvOf = (...rows: Record<string, string>[]) => {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return exported([columns, ...rows.map((row) => columns.map((column) => row[column] ?? ''))]);
};

describe('planRows', () => {
  it('when a file exported from the shop is read back, then every row is unchanged', () => {
    const gloves: EditedPartDoc = {
      ...disc,
      name: '=SUM(1+1)',
      sku: 'MP-GL-0001',
      description: '+1 for them',
      crossReferences: [{ brand: '@Brand', number: 'AB-1234' }],
      reorderPoint: undefined,
      fitsAllBikes: true,
      fitment: [],
      category: 'riding-gear',
    };
    const parts = { disc, gloves };
    const at = Timestamp.fromDate(new Date('2026-01-02T00:00:00Z'));
    const csv = exported([
      partColumns,
      ...Object.entries(parts).map(([id, part]) => partRow(id, { ...part, createdAt: at })),
    ]);

    expect(report(csv, parts)).toEqual([
      {
        row: 2,
        sku: 'MP-BD-3207',
        partId: 'disc',
        action: 'unchanged',
        outcome: null,
        importedAt: null,
        changes: [],
        stock: null,
        errors: [],
      },
      {
        row: 3,
        sku: 'MP-GL-0001',
        partId: 'gloves',
        action: 'unchanged',
        outcome: null,
        importedAt: null,
        changes: [],
        stock: null,
        errors: [],
      },
    ]);
  });

  it('when a row names a number no part holds, then it is a new part with its first units in its lot', () => {
    const [row] = plan(csvOf(newPartRow));

    expect(reportOf(row as PlannedRow)).toEqual({
      row: 2,
      sku: 'mp-new-0001',
      partId: null,
      action: 'create',
      outcome: null,
      importedAt: null,
      changes: [
        { column: 'sku', before: null, after: 'MP-NEW-0001' },
        { column: 'name', before: null, after: 'New Lever' },
        { column: 'description', before: null, after: 'Forged.' },
        { column: 'image', before: null, after: 'https://example.com/lever.jpg' },
        { column: 'price', before: null, after: 24.5 },
        { column: 'minOrder', before: null, after: 1 },
        { column: 'category', before: null, after: 'controls' },
        { column: 'fitsAllBikes', before: null, after: false },
        { column: 'fitment', before: null, after: 'Honda CB500X 2016-2018' },
        { column: 'crossReferences', before: null, after: 'Honda: 53178-MFJ-D01' },
      ],
      stock: { before: 0, after: 30, lotCode: 'L-26' },
      errors: [],
    });
    expect(row?.write).toMatchObject({
      action: 'create',
      sku: 'MP-NEW-0001',
      plan: {
        part: { priceCents: 2450, availableQuantity: 30, lots: [{ code: 'L-26', onHand: 30 }] },
      },
    });
  });

  it('when a new part breaks the rules of Add Product, then each error names its row and column', () => {
    const rows = report(
      csvOf(
        { ...newPartRow, price: '12,50', name: '' },
        { ...newPartRow, sku: 'MP-NEW-0002', fitment: 'Honda CB500X', lotCode: '' },
        { ...newPartRow, sku: 'MP-NEW-0003', fitment: 'Honda CB500X 2001-2002', newQuantity: '4' },
      ),
    );

    expect(rows.map(({ action, errors }) => ({ action, errors }))).toEqual([
      {
        action: null,
        errors: [
          { row: 2, column: 'name', message: 'Name is required' },
          { row: 2, column: 'price', message: 'Price must be a number' },
        ],
      },
      {
        action: null,
        errors: [
          {
            row: 3,
            column: 'fitment',
            message: 'Give the years of "Honda CB500X" after the bike: Honda CB500X 2016-2018',
          },
          { row: 3, column: 'lotCode', message: 'Lot code is required' },
        ],
      },
      {
        action: null,
        errors: [
          {
            row: 4,
            column: 'newQuantity',
            message: "A new part's first stock is its availableQuantity: leave newQuantity empty",
          },
          { row: 4, column: 'fitment', message: 'The CB500X was built from 2013 to 2023' },
        ],
      },
    ]);
  });

  it('when a row changes fields of a part, then each change shows before and after, and the change is Edit Product’s and more', () => {
    const [row] = plan(
      csvOf({
        sku: 'mp bd 3207',
        name: 'Drilled Disc XL',
        price: '95',
        reorderPoint: '',
        fitsAllBikes: 'true',
        fitment: '',
      }),
    );

    expect(reportOf(row as PlannedRow)).toEqual({
      row: 2,
      sku: 'mp bd 3207',
      partId: 'disc',
      action: 'update',
      outcome: null,
      importedAt: null,
      changes: [
        { column: 'sku', before: 'MP-BD-3207', after: 'MP BD 3207' },
        { column: 'name', before: 'Drilled Disc', after: 'Drilled Disc XL' },
        { column: 'price', before: 89.5, after: 95 },
        { column: 'fitsAllBikes', before: false, after: true },
        { column: 'fitment', before: 'Yamaha MT-07 2014-2020', after: '' },
        { column: 'reorderPoint', before: 4, after: null },
      ],
      stock: null,
      errors: [],
    });
    expect(row?.write).toMatchObject({
      action: 'update',
      partId: 'disc',
      plan: {
        changes: {
          sku: 'MP BD 3207',
          name: 'Drilled Disc XL',
          priceCents: 9500,
          fitsAllBikes: true,
          fitment: [],
        },
        removesPoint: true,
        sku: 'MP BD 3207',
      },
    });
  });

  it('when a row counts the stock it saw, then the change is one movement to the count; the count that is the stock already changes nothing', () => {
    const [up, same] = report(
      csvOf({
        sku: 'MP-BD-3207',
        availableQuantity: '12',
        newQuantity: '20',
        lotCode: 'L2',
        lotMadeOn: '2026-09-01',
      }),
    );
    const [down] = report(csvOf({ sku: 'MP-BD-3207', availableQuantity: '12', newQuantity: '5' }));
    const [already] = report(
      csvOf({ sku: 'MP-BD-3207', availableQuantity: '7', newQuantity: '12' }),
    );

    expect(up).toMatchObject({
      action: 'update',
      changes: [],
      stock: { before: 12, after: 20, lotCode: 'L2' },
    });
    expect(same).toBeUndefined();
    expect(down).toMatchObject({
      action: 'update',
      stock: { before: 12, after: 5, lotCode: null },
    });
    expect(already).toMatchObject({ action: 'unchanged', stock: null, errors: [] });
  });

  it('when the stock moved since the file was made, then the row is a conflict on availableQuantity', () => {
    const [row] = plan(
      csvOf({
        sku: 'MP-BD-3207',
        availableQuantity: '10',
        newQuantity: '15',
        lotCode: 'L2',
        lotMadeOn: '2026-09-01',
      }),
    );

    expect(row?.errors).toEqual([
      {
        row: 2,
        column: 'availableQuantity',
        message:
          'The stock is 12 now, not 10: it changed since the file was made; count again and give the stock now',
        conflict: true,
      },
    ]);
  });

  it('when a raise names no lot, then it says so at the lot; a lot without a count names no units and changes nothing', () => {
    const [raise] = report(
      csvOf({ sku: 'MP-BD-3207', availableQuantity: '12', newQuantity: '20' }),
    );
    const [lot] = report(csvOf({ sku: 'MP-BD-3207', lotCode: 'L2', lotMadeOn: '2026-09-01' }));

    expect(raise?.errors).toEqual([
      { row: 2, column: 'lotCode', message: 'Name the lot of the new units' },
    ]);
    expect(lot).toMatchObject({ action: 'unchanged', errors: [] });
  });

  it('when a number is on two rows in two spellings, then the second says so', () => {
    const rows = report(
      csvOf({ sku: 'MP-BD-3207', price: '90' }, { sku: 'mpbd3207', price: '91' }),
    );

    expect(rows[1]?.errors).toEqual([
      {
        row: 3,
        column: 'sku',
        message: 'Part number mpbd3207 is also on row 2: give each part once',
      },
    ]);
  });

  it('when a row gives the id of one part and the number of another, then it cannot move the number', () => {
    const lever = { ...disc, sku: 'MP-LV-0001', name: 'Lever' };
    const [row] = report(csvOf({ sku: 'mp-bd-3207', id: 'lever', name: 'Lever' }), { disc, lever });
    const [renamed] = report(csvOf({ ...newPartRow, id: 'lever' }), { disc, lever });

    expect(row?.errors).toEqual([
      {
        row: 2,
        column: 'sku',
        message:
          'Part number MP-BD-3207 belongs to another part (disc), not to lever: an import finds parts by number and cannot move one',
      },
    ]);
    expect(renamed?.errors).toEqual([
      {
        row: 2,
        column: 'sku',
        message:
          'Part lever has the number MP-LV-0001: an import finds parts by number and cannot change one (Manage Product can); to add a new part, leave id empty',
      },
    ]);
  });

  it('when a sku is no part number, then that is the row’s one error', () => {
    expect(report(csvOf({ sku: '=1', name: '' }))[0]?.errors).toEqual([
      {
        row: 2,
        column: 'sku',
        message: 'Part number is letters and digits, with single -, ., / or spaces between them',
      },
    ]);
    expect(report(csvOf({ sku: '', name: 'Disc' }))[0]?.errors).toEqual([
      { row: 2, column: 'sku', message: 'Part number is required' },
    ]);
  });

  it('when a part was stored before a rule (a site-relative image), then a row that keeps that field may change the others, not write another such value', () => {
    const seeded = { disc: { ...disc, image: '/images/parts/drilled-brake-disc.svg' } };

    const [price] = report(
      csvOf({ sku: 'MP-BD-3207', image: '/images/parts/drilled-brake-disc.svg', price: '90' }),
      seeded,
    );
    const [image] = report(csvOf({ sku: 'MP-BD-3207', image: '/images/parts/other.svg' }), seeded);

    expect(price).toMatchObject({
      action: 'update',
      changes: [{ column: 'price', before: 89.5, after: 90 }],
    });
    expect(image?.errors).toEqual([
      { row: 2, column: 'image', message: 'Image must be an https URL on a public host' },
    ]);
  });

  it('when a change breaks a rule of the whole part, then the column is named', () => {
    const [row] = report(csvOf({ sku: 'MP-BD-3207', minOrder: '200' }));
    const [category] = report(csvOf({ sku: 'MP-BD-3207', category: 'wheels' }));

    expect(row?.errors).toEqual([
      {
        row: 2,
        column: 'maxPerOrder',
        message: 'Most per order cannot be below the minimum order',
      },
    ]);
    expect(category?.errors).toEqual([
      {
        row: 2,
        column: 'category',
        message: expect.stringMatching(/^Category must be one of brakes, /),
      },
    ]);
  });
});

describe('a row an earlier import of the same file wrote', () => {
  it('when the stock came back to what the file saw, then its count is not applied again: the row is unchanged and says when it was imported', () => {
    const csv = csvOf({ sku: 'MP-BD-3207', availableQuantity: '12', newQuantity: '20' });
    const at = '2026-11-27T10:00:00.000Z';

    const [row] = report(csv, { disc }, { 2: { partId: 'disc', at } });

    expect(row).toEqual({
      row: 2,
      sku: 'MP-BD-3207',
      partId: 'disc',
      action: 'unchanged',
      outcome: null,
      importedAt: at,
      changes: [],
      stock: null,
      errors: [],
    });
  });

  it('when the stock moved since it was imported, then the row is still unchanged, not a conflict', () => {
    const csv = csvOf({ sku: 'MP-BD-3207', availableQuantity: '4', newQuantity: '12' });
    const sold = { ...disc, availableQuantity: 9 };
    const at = '2026-11-27T10:00:00.000Z';

    expect(report(csv, { disc: sold }, { 2: { partId: 'disc', at } })).toEqual([
      expect.objectContaining({ action: 'unchanged', importedAt: at, errors: [] }),
    ]);
    expect(report(csv, { disc: sold })[0]?.errors).toEqual([
      expect.objectContaining({ column: 'availableQuantity' }),
    ]);
  });

  it('when a part number is no part number or on an earlier row, then that is still said', () => {
    const at = '2026-11-27T10:00:00.000Z';
    const rows = report(
      csvOf({ sku: 'MP-BD-3207' }, { sku: 'mp bd 3207' }),
      { disc },
      { 2: { partId: 'disc', at }, 3: { partId: 'disc', at } },
    );

    expect(rows.map(({ importedAt, errors }) => [importedAt, errors.length])).toEqual([
      [at, 0],
      [null, 1],
    ]);
  });
});

describe('recheckedRow', () => {
  const stockRow = csvOf({ sku: 'MP-BD-3207', availableQuantity: '12', newQuantity: '5' });
  const [checked] = plan(stockRow) as [PlannedRow];

  it('when the row works out the same in the transaction, then it is applied with its change then', () => {
    const [now] = plan(stockRow) as [PlannedRow];

    const row = recheckedRow(checked, now);

    expect(row).toMatchObject({ action: 'update', outcome: 'applied', errors: [] });
    expect(row.write).toBe(now.write);
  });

  it('when the stock moved between the check and the transaction, then the row is a conflict and writes nothing', () => {
    const [now] = plan(stockRow, { disc: { ...disc, availableQuantity: 11 } }) as [PlannedRow];

    const row = recheckedRow(checked, now);

    expect(reportOf(row)).toEqual({
      row: 2,
      sku: 'MP-BD-3207',
      partId: 'disc',
      action: null,
      outcome: 'conflict',
      importedAt: null,
      changes: [],
      stock: null,
      errors: [
        {
          row: 2,
          column: 'availableQuantity',
          message:
            'The stock is 11 now, not 12: it changed since the file was made; count again and give the stock now',
        },
      ],
    });
    expect(row.write).toBeUndefined();
  });

  it('when the part became what the row says meanwhile, or the same file’s other import wrote it, then the row is unchanged', () => {
    const [counted] = plan(stockRow, { disc: { ...disc, availableQuantity: 5 } }) as [PlannedRow];
    const at = '2026-11-27T10:00:00.000Z';
    const [alongside] = plan(stockRow, { disc }, { 2: { partId: 'disc', at } }) as [PlannedRow];

    expect(recheckedRow(checked, counted)).toMatchObject({
      action: 'unchanged',
      outcome: 'unchanged',
    });
    expect(recheckedRow(checked, alongside)).toMatchObject({
      action: 'unchanged',
      outcome: 'unchanged',
      importedAt: at,
    });
  });

  it('when a new part’s number was given to another part meanwhile, then the row does not change that part: it is a conflict', () => {
    const newRow = csvOf({ ...newPartRow, sku: 'MP-BD-3207' });
    const [first] = plan(newRow, {}) as [PlannedRow];
    const [now] = plan(newRow, { disc }) as [PlannedRow];

    const row = recheckedRow(first, now);

    expect(first.action).toBe('create');
    expect(row).toMatchObject({
      partId: 'disc',
      action: null,
      outcome: 'conflict',
      errors: [
        {
          row: 2,
          column: 'sku',
          message:
            'Part number MP-BD-3207 was given to another part (disc) while the import ran: preview the file again',
        },
      ],
    });
    expect(row.write).toBeUndefined();
  });

  it('when a changed part’s number moved to another part, or to none, meanwhile, then the row is a conflict', () => {
    const priceRow = csvOf({ sku: 'MP-BD-3207', price: '99' });
    const [first] = plan(priceRow) as [PlannedRow];
    const [moved] = plan(priceRow, { other: disc }) as [PlannedRow];
    const [freed] = plan(priceRow, {}) as [PlannedRow];

    expect(recheckedRow(first, moved).errors).toEqual([
      {
        row: 2,
        column: 'sku',
        message:
          'Part number MP-BD-3207 belongs to part other now, not to disc: it changed while the import ran; preview the file again',
      },
    ]);
    expect(recheckedRow(first, freed)).toMatchObject({
      outcome: 'conflict',
      errors: [
        {
          column: 'sku',
          message:
            'Part number MP-BD-3207 no longer belongs to part disc: it changed while the import ran; preview the file again',
        },
      ],
    });
  });
});

describe('skippedRow', () => {
  it('when the import stopped before a row, then the row says so, writes nothing, and keeps its part', () => {
    const [checked] = plan(csvOf({ sku: 'MP-BD-3207', price: '99' })) as [PlannedRow];

    const row = skippedRow(checked, 'Not imported: the import stopped');

    expect(reportOf(row)).toMatchObject({
      partId: 'disc',
      action: null,
      outcome: 'skipped',
      changes: [],
      errors: [{ row: 2, column: null, message: 'Not imported: the import stopped' }],
    });
    expect(row.write).toBeUndefined();
  });
});
