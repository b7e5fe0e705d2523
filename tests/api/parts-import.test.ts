// The parts import (issue 36, item 5; docs/decisions/0040-csv-export-and-import.md): a CSV file
// in the parts export's columns creates and updates parts by number, after a dry run that
// shows each row's change or its errors by row and column. An import with bad rows is refused
// whole and changes nothing; a change of stock is one `import` movement and the ledger adds up;
// an export imported back changes nothing.
import {
  partsImportRowsMax,
  type ApiErrorBody,
  type Part,
  type PartsImportReport,
  type StockHistory,
} from '@moto-parts/contracts';
import { stringify } from 'csv-stringify/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { neutraliseCell } from '../../functions/src/lib/csv-cells.ts';
import { crossReferencesCell, fitmentCell } from '../../functions/src/services/parts-csv.ts';
import { emulatorAdmin } from '../../scripts/lib/emulator-admin.ts';
import { apiUrl } from '../../scripts/lib/local-contract.ts';
import { databaseState } from '../support/database-state.ts';
import { callApi, resetToSeed, signInToApi } from '../support/emulators.ts';
import { expectBooksByLot, restockBody, testLot } from '../support/lots.ts';
import { testSku } from '../support/part-numbers.ts';

const { db } = emulatorAdmin();

type Session = Awaited<ReturnType<typeof signInToApi>>;
let customer: Session;

/**
 * An admin of their own for each test: the two calls share a limit of 20 in ten minutes per
 * admin, which the tests together would pass.
 */
let admins = 0;
const freshAdmin = () => signInToApi(`import-admin-${++admins}@example.com`, { admin: true });

/** A file as a spreadsheet saves one: a header of the columns given, then each row's cells. */
function csvOf(rows: Record<string, string | number>[]) {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return stringify([columns, ...rows.map((row) => columns.map((column) => row[column] ?? ''))], {
    record_delimiter: 'windows',
    cast: { string: neutraliseCell },
  });
}

const preview = (csv: string, token: string) =>
  callApi('POST', '/imports/parts/preview', { token, body: { csv } });
const apply = (csv: string, token: string) =>
  callApi('POST', '/imports/parts', { token, body: { csv } });

const partOf = async (id: string, token: string) =>
  (await callApi('GET', `/parts/${id}`, { token })).body as Part;

const stockOf = async (id: string, token: string) =>
  (await callApi('GET', `/parts/${id}/stock?limit=500`, { token })).body as StockHistory;

/** The part a sku names now (`partSkus`), if any. */
const holderOf = async (normalisedSku: string) =>
  (await db.collection('partSkus').doc(normalisedSku).get()).data() as
    { partId: string; sku: string } | undefined;

/** A part's row as the parts export writes it (its own columns), with `overrides`. */
const exportedRow = (part: Part, overrides: Record<string, string | number> = {}) => ({
  sku: part.sku,
  name: part.name,
  description: part.description,
  image: part.image,
  price: part.price,
  minOrder: part.minOrder,
  maxPerOrder: part.maxPerOrder,
  weightGrams: part.weightGrams,
  category: part.category ?? '',
  fitsAllBikes: String(part.fitsAllBikes),
  fitment: fitmentCell(part.fitment),
  crossReferences: crossReferencesCell(part.crossReferences),
  availableQuantity: part.availableQuantity,
  reorderPoint: part.reorderPoint ?? '',
  id: part._id,
  ...overrides,
});

/** A new part's row, with a sku of its own and first units in a lot. */
const newPartRow = (overrides: Record<string, string | number> = {}) => ({
  sku: testSku(),
  name: 'Imported Lever',
  description: 'Forged, anodised.',
  image: 'https://example.com/imported-lever.jpg',
  price: 24.5,
  minOrder: 1,
  maxPerOrder: 50,
  weightGrams: 180,
  category: 'controls',
  fitsAllBikes: 'false',
  fitment: 'Honda CB500X 2016-2018; Yamaha MT-07 2014-2020',
  crossReferences: 'Honda: 53178-MFJ-D01',
  availableQuantity: 30,
  reorderPoint: 5,
  lotCode: 'IMP-01',
  lotMadeOn: testLot.madeOn,
  ...overrides,
});

beforeAll(async () => {
  await resetToSeed();
  customer = await signInToApi('import-customer@example.com');
});

describe('the dry run and the import', () => {
  it('when a file creates a part, updates one and leaves one alone, then the dry run shows each and the import does it', async () => {
    const admin = await freshAdmin();
    const disc = await partOf('drilled-brake-disc', admin.accessToken);
    const pads = await partOf('sintered-brake-pads', admin.accessToken);
    const created = newPartRow();
    const csv = csvOf([
      created,
      exportedRow(disc, { sku: 'mp bd 3207', name: 'Drilled Disc XL', price: 95 }),
      exportedRow(pads),
    ]);

    const dryRun = await preview(csv, admin.accessToken);

    expect(dryRun.status).toBe(200);
    const report = dryRun.body as PartsImportReport;
    expect(report.applied).toBe(false);
    expect(report.counts).toEqual({ create: 1, update: 1, unchanged: 1, invalid: 0 });
    expect(report.rows[0]).toMatchObject({
      row: 2,
      action: 'create',
      partId: null,
      stock: { before: 0, after: 30, lotCode: 'IMP-01' },
      errors: [],
    });
    expect(report.rows[1]).toEqual({
      row: 3,
      sku: 'mp bd 3207',
      partId: 'drilled-brake-disc',
      action: 'update',
      changes: [
        { column: 'sku', before: 'MP-BD-3207', after: 'MP BD 3207' },
        { column: 'name', before: 'Drilled Brake Disc', after: 'Drilled Disc XL' },
        { column: 'price', before: disc.price, after: 95 },
      ],
      stock: null,
      errors: [],
    });
    expect(report.rows[2]).toMatchObject({
      row: 4,
      action: 'unchanged',
      partId: 'sintered-brake-pads',
    });
    expect(await partOf('drilled-brake-disc', admin.accessToken)).toEqual(disc);

    const done = await apply(csv, admin.accessToken);

    expect(done.status).toBe(200);
    const result = done.body as PartsImportReport;
    expect(result).toMatchObject({ applied: true, counts: report.counts });
    const newId = result.rows[0]?.partId as string;
    expect(newId).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(await partOf(newId, admin.accessToken)).toMatchObject({
      name: 'Imported Lever',
      sku: created.sku,
      price: 24.5,
      maxPerOrder: 50,
      weightGrams: 180,
      reorderPoint: 5,
      availableQuantity: 30,
      category: 'controls',
      fitsAllBikes: false,
      fitment: [
        { make: 'Honda', model: 'CB500X', fromYear: 2016, toYear: 2018 },
        { make: 'Yamaha', model: 'MT-07', fromYear: 2014, toYear: 2020 },
      ],
      crossReferences: [{ brand: 'Honda', number: '53178-MFJ-D01' }],
    });
    expect(await partOf('drilled-brake-disc', admin.accessToken)).toMatchObject({
      name: 'Drilled Disc XL',
      sku: 'MP BD 3207',
      price: 95,
    });
    // The new number is the new part's, the spelling of the old one the disc's.
    expect(await holderOf(created.sku.replace(/-/g, ''))).toMatchObject({ partId: newId });
    expect(await holderOf('MPBD3207')).toEqual(
      expect.objectContaining({ partId: 'drilled-brake-disc', sku: 'MP BD 3207' }),
    );
    const search = await callApi('GET', '/parts?q=disc%20xl', { token: admin.accessToken });
    expect((search.body as Part[]).map(({ _id }) => _id)).toContain('drilled-brake-disc');
    // The new part's first units are one `import` movement, in its lot.
    const books = await stockOf(newId, admin.accessToken);
    expect(books).toMatchObject({ availableQuantity: 30, recorded: 30, reconciled: true });
    expect(books.movements).toEqual([
      expect.objectContaining({
        reason: 'import',
        delta: 30,
        availableAfter: 30,
        lots: [{ code: 'IMP-01', delta: 30, blocked: 0 }],
        uid: admin.uid,
      }),
    ]);
    await expectBooksByLot(db, newId);

    // The same file again changes nothing.
    const again = await apply(csv, admin.accessToken);
    expect((again.body as PartsImportReport).counts).toEqual({
      create: 0,
      update: 0,
      unchanged: 3,
      invalid: 0,
    });
  });

  it('when a row counts the stock, then the count is one `import` movement on the stock the file saw, and the ledger adds up', async () => {
    const admin = await freshAdmin();
    const { availableQuantity } = await partOf('alloy-rear-sprocket', admin.accessToken);
    const chain = await partOf('o-ring-chain', admin.accessToken);
    const csv = csvOf([
      {
        sku: 'MP-SP-4842',
        availableQuantity,
        newQuantity: availableQuantity + 25,
        lotCode: 'IMP-02',
        lotMadeOn: testLot.madeOn,
      },
      {
        sku: 'MP-DC-525X118',
        availableQuantity: chain.availableQuantity,
        newQuantity: chain.availableQuantity - 40,
      },
    ]);

    const done = await apply(csv, admin.accessToken);

    expect(done.status).toBe(200);
    expect((done.body as PartsImportReport).rows.map(({ stock }) => stock)).toEqual([
      { before: availableQuantity, after: availableQuantity + 25, lotCode: 'IMP-02' },
      { before: chain.availableQuantity, after: chain.availableQuantity - 40, lotCode: null },
    ]);
    for (const [id, delta] of [
      ['alloy-rear-sprocket', 25],
      ['o-ring-chain', -40],
    ] as const) {
      const books = await stockOf(id, admin.accessToken);
      expect(books.reconciled, id).toBe(true);
      expect(books.movements.filter(({ reason }) => reason === 'import')).toEqual([
        expect.objectContaining({ delta, uid: admin.uid }),
      ]);
      await expectBooksByLot(db, id);
    }
  });

  it('when the stock moves between the dry run and the import, then the row is a conflict and nothing is written', async () => {
    const admin = await freshAdmin();
    const { availableQuantity } = await partOf('slip-on-silencer', admin.accessToken);
    const csv = csvOf([
      { sku: 'MP-EX-7101', price: 310, availableQuantity, newQuantity: availableQuantity - 5 },
    ]);
    expect((await preview(csv, admin.accessToken)).body).toMatchObject({
      counts: { update: 1, invalid: 0 },
      rows: [{ stock: { before: availableQuantity, after: availableQuantity - 5 } }],
    });
    const moved = await callApi('PUT', '/parts/slip-on-silencer', {
      token: admin.accessToken,
      body: restockBody(availableQuantity + 3, availableQuantity),
    });
    expect(moved.status).toBe(200);
    const before = await databaseState();

    const done = await apply(csv, admin.accessToken);

    expect(done.status).toBe(409);
    expect((done.body as ApiErrorBody).error.rows).toEqual([
      {
        row: 2,
        column: 'availableQuantity',
        message: `The stock is ${availableQuantity + 3} now, not ${availableQuantity}: it changed since the file was made; count again and give the stock now`,
      },
    ]);
    expect(await databaseState()).toEqual(before);
  });
});

describe('an import with bad rows', () => {
  it('when rows are bad, then the dry run names each error by row and column, and the import is refused whole with the same errors, changing nothing', async () => {
    const admin = await freshAdmin();
    const lever = await partOf('billet-clutch-lever', admin.accessToken);
    // Written `'=SUM(1+1)` in the file, as the export writes such a name.
    const good = newPartRow({ name: '=SUM(1+1)' });
    const csv = csvOf([
      { ...newPartRow(), price: '12,50' },
      { ...newPartRow(), name: '' },
      { ...newPartRow(), sku: 'MP-DUP-0001' },
      { ...newPartRow(), sku: 'mp dup 0001' },
      // The clutch lever's row, with the spark plug's number in another spelling.
      exportedRow(lever, { sku: 'mp sk 0906', image: 'https://example.com/lever.jpg' }),
      { ...newPartRow(), fitment: 'Honda CB500X 2016-2018; Ducati Monster 2019' },
      good,
    ]);

    const dryRun = await preview(csv, admin.accessToken);

    expect(dryRun.status).toBe(200);
    const report = dryRun.body as PartsImportReport;
    expect(report.counts).toEqual({ create: 2, update: 0, unchanged: 0, invalid: 5 });
    const errors = report.rows.flatMap((row) => row.errors);
    expect(errors).toEqual([
      { row: 2, column: 'price', message: 'Price must be a number' },
      { row: 3, column: 'name', message: 'Name is required' },
      {
        row: 5,
        column: 'sku',
        message: 'Part number mp dup 0001 is also on row 4: give each part once',
      },
      {
        row: 6,
        column: 'sku',
        message:
          'Part number MP-SK-0906 belongs to another part (iridium-spark-plug), not to billet-clutch-lever: an import finds parts by number and cannot move one',
      },
      {
        row: 7,
        column: 'fitment',
        message: '"Ducati Monster" is no bike of the shop\'s list: write its make and model',
      },
    ]);
    // A cell the export would write neutralised is read back as the text it is.
    expect(report.rows[6]?.changes).toContainEqual({
      column: 'name',
      before: null,
      after: '=SUM(1+1)',
    });
    const before = await databaseState();

    const refused = await apply(csv, admin.accessToken);

    expect(refused.status).toBe(400);
    expect((refused.body as ApiErrorBody).error).toMatchObject({
      code: 'validation_failed',
      message: '5 rows cannot be imported, so nothing was: Row 2, price: Price must be a number',
      rows: errors,
    });
    expect(await databaseState()).toEqual(before);
    expect(await holderOf(good.sku.replace(/-/g, ''))).toBeUndefined();

    // Without them, the good rows are imported, the formula-like name as it was written.
    const fixed = csvOf([good]);
    const done = await apply(fixed, admin.accessToken);
    expect(done.status).toBe(200);
    const id = (done.body as PartsImportReport).rows[0]?.partId as string;
    expect((await partOf(id, admin.accessToken)).name).toBe('=SUM(1+1)');
  });

  it(`when a file has more than ${partsImportRowsMax} parts, then it is refused at the row beyond, and one of over 1 MB by its size`, async () => {
    const admin = await freshAdmin();
    const rows = Array.from({ length: partsImportRowsMax + 1 }, (_, index) => ({
      sku: `MP-MANY-${index}`,
      price: 10,
    }));

    const tooMany = await preview(csvOf(rows), admin.accessToken);
    const tooLarge = await preview(
      `sku,description\r\n${'x'.repeat(1_000_001)}`,
      admin.accessToken,
    );

    expect(tooMany.status).toBe(400);
    expect((tooMany.body as ApiErrorBody).error.rows).toEqual([
      {
        row: partsImportRowsMax + 2,
        column: null,
        message: `A file holds at most ${partsImportRowsMax} parts: split it`,
      },
    ]);
    expect(tooLarge.status).toBe(400);
    expect((tooLarge.body as ApiErrorBody).error.fields).toHaveProperty('csv');
  });

  it('when the file is not one of parts, then the error names the file’s row and column', async () => {
    const admin = await freshAdmin();

    const unknown = await preview('sku,prize\r\nMP-BD-3207,3\r\n', admin.accessToken);
    const unclosed = await preview('sku,name\r\nMP-BD-3207,"Disc\r\n', admin.accessToken);

    expect(unknown.status).toBe(400);
    expect((unknown.body as ApiErrorBody).error.rows).toEqual([
      {
        row: 1,
        column: null,
        message: expect.stringMatching(/^"prize" is no column of parts: the columns are sku, /),
      },
    ]);
    expect(unclosed.status).toBe(400);
    expect((unclosed.body as ApiErrorBody).error.rows).toEqual([
      { row: 2, column: null, message: expect.stringMatching(/^The file is not CSV from here: /) },
    ]);
  });
});

describe('the round trip', () => {
  it('when the parts export is imported back, then every row is unchanged and nothing is written', async () => {
    const admin = await freshAdmin();
    await callApi('PUT', '/parts/drilled-brake-disc', {
      token: admin.accessToken,
      body: { reorderPoint: 20 },
    });
    const response = await fetch(`${apiUrl}/exports/parts`, {
      headers: { authorization: `Bearer ${admin.accessToken}` },
    });
    const exported = await response.text();
    const parts = (await callApi('GET', '/parts?limit=50', { token: admin.accessToken }))
      .body as Part[];
    const before = await databaseState();

    const dryRun = await preview(exported, admin.accessToken);
    const done = await apply(exported, admin.accessToken);

    for (const { status, body } of [dryRun, done]) {
      expect(status).toBe(200);
      const report = body as PartsImportReport;
      expect(report.counts).toEqual({ create: 0, update: 0, unchanged: parts.length, invalid: 0 });
      expect(report.rows.filter(({ changes }) => changes.length > 0)).toEqual([]);
    }
    expect(await databaseState()).toEqual(before);
  });
});

describe('who may import', () => {
  it.each([
    ['/imports/parts/preview', 'a customer', 403],
    ['/imports/parts', 'a customer', 403],
    ['/imports/parts/preview', 'nobody', 401],
    ['/imports/parts', 'nobody', 401],
  ] as const)(
    'when %s is called by %s, then it is refused with %i and nothing is written',
    async (path, who, status) => {
      const before = await databaseState();
      const token = who === 'a customer' ? customer.accessToken : undefined;

      const refused = await callApi('POST', path, { token, body: { csv: csvOf([newPartRow()]) } });

      expect(refused.status).toBe(status);
      expect(await databaseState()).toEqual(before);
    },
  );

  it('when an admin has made 20 imports and dry runs in ten minutes, then the next is refused with 429 and Retry-After', async () => {
    const admin = await freshAdmin();
    const csv = csvOf([{ sku: 'MP-BP-0921' }]);
    for (let call = 0; call < 20; call++) {
      expect((await preview(csv, admin.accessToken)).status).toBe(200);
    }

    const over = await apply(csv, admin.accessToken);

    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('when a file is over the 16 KB every other body may take, then an import takes it', async () => {
    const admin = await freshAdmin();
    const rows = Array.from({ length: 120 }, () => newPartRow());

    const dryRun = await preview(csvOf(rows), admin.accessToken);

    expect(JSON.stringify({ csv: csvOf(rows) }).length).toBeGreaterThan(16 * 1024);
    expect(dryRun.status).toBe(200);
    expect((dryRun.body as PartsImportReport).counts.create).toBe(120);
  });
});
