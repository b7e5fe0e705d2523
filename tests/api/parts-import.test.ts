// The parts import (issue 36, item 5; docs/decisions/0040-csv-export-and-import.md): a CSV file
// in the parts export's columns creates and updates parts by number, after a dry run that
// shows each row's change or its errors by row and column. An import with bad rows is refused
// whole and changes nothing; a change of stock is one `import` movement and the ledger adds up;
// an export imported back changes nothing. A file too large for one transaction is not all or
// nothing: a row whose part changes while the import writes is not written, the answer says
// which rows were, and the same file imported again writes the rest, each row once.
import {
  normalizePartNumber,
  partsImportRowsMax,
  type ApiErrorBody,
  type Part,
  type PartImportRow,
  type PartsImportReport,
  type StockHistory,
} from '@moto-parts/contracts';
import { stringify } from 'csv-stringify/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { neutraliseCell } from '../../functions/src/lib/csv-cells.ts';
import { createPart, updatePart } from '../../functions/src/services/parts-admin.ts';
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
    expect(report.dryRun).toBe(true);
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
      outcome: null,
      importedAt: null,
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
    expect(result).toMatchObject({ dryRun: false, counts: report.counts });
    expect(result.rows.map(({ outcome }) => outcome)).toEqual(['applied', 'applied', 'unchanged']);
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

/** Resolves once the part `id` is as `holds` says, as Firestore streams its changes. */
const whenPart = (id: string, holds: (part: Record<string, unknown> | undefined) => boolean) =>
  new Promise<void>((resolve, reject) => {
    const stop = db
      .collection('parts')
      .doc(id)
      .onSnapshot((snapshot) => {
        if (!holds(snapshot.data())) return;
        stop();
        resolve();
      }, reject);
  });

/** A new part's row without a fit, numbers or stock: the cheapest part to write. */
const plainNewPartRow = () =>
  newPartRow({
    fitsAllBikes: 'true',
    fitment: '',
    crossReferences: '',
    availableQuantity: 0,
    lotCode: '',
    lotMadeOn: '',
  });

/** The `import` movements of the part `id`. */
const importMovementsOf = async (id: string, token: string) =>
  (await stockOf(id, token)).movements.filter(({ reason }) => reason === 'import');

/**
 * Enough new parts between a file's first rows and its last that the import is still writing
 * (10 transactions of 20 rows more, about half a second on the emulators) when a test changes
 * a later row's part once the first transaction is written.
 */
const fillerRows = 200;

/**
 * Another admin, whose change lands while the import writes: made in this process with the
 * API's own services, at once (a call through Hosting could wait for a second instance of the
 * emulated function to start, and come after the import).
 */
const otherAdmin = { uid: 'import-other-admin', email: 'other-admin@example.com' };

/** A change meant to land while the import writes, which came after its last transaction. */
const tooLate = (error: unknown) => {
  throw new Error('The change came after the import’s last transaction: give the file more rows', {
    cause: error,
  });
};

describe('an import that meets a change while it writes', () => {
  it('when a later row’s stock moves while the import writes, then only that row is not written and the answer says which rows were; the same file again writes that row once and nothing else', async () => {
    const admin = await freshAdmin();
    const token = admin.accessToken;
    const piston = await partOf('forged-piston-kit', token);
    const gloves = await partOf('race-gloves', token);
    const headlight = await partOf('led-headlight', token);
    const [pistonStock, glovesStock, headlightStock] = [
      piston.availableQuantity,
      gloves.availableQuantity,
      headlight.availableQuantity,
    ];
    const rows = [
      // Row 2, in the first transaction: a count that adds units.
      exportedRow(piston, {
        newQuantity: pistonStock + 10,
        lotCode: 'IMP-07',
        lotMadeOn: testLot.madeOn,
      }),
      // Row 3: a count that finds fewer.
      exportedRow(gloves, { newQuantity: glovesStock - 2 }),
      ...Array.from({ length: fillerRows }, plainNewPartRow),
      // In the last transaction.
      exportedRow(headlight, { newQuantity: headlightStock - 4 }),
      plainNewPartRow(),
      plainNewPartRow(),
    ];
    const headlightRow = fillerRows + 4;
    const lastRow = fillerRows + 6;
    const csv = csvOf(rows);
    expect((await preview(csv, token)).body).toMatchObject({
      counts: { create: fillerRows + 2, update: 3, unchanged: 0, invalid: 0 },
    });
    // Once the first transaction is written, another admin counts the headlights.
    const recounted = whenPart(
      'forged-piston-kit',
      (part) => part?.availableQuantity === pistonStock + 10,
    )
      .then(() =>
        updatePart(
          db,
          otherAdmin,
          'led-headlight',
          restockBody(headlightStock + 3, headlightStock),
        ),
      )
      .catch(tooLate);

    const done = await apply(csv, token);

    await recounted;
    expect(done.status).toBe(200);
    const report = done.body as PartsImportReport;
    expect(report.dryRun).toBe(false);
    expect(report.counts).toEqual({ create: fillerRows + 2, update: 2, unchanged: 0, invalid: 1 });
    expect(report.rows.map(({ row }) => row)).toEqual(
      Array.from({ length: lastRow - 1 }, (_, index) => index + 2),
    );
    expect(report.rows.filter(({ outcome }) => outcome !== 'applied')).toEqual([
      {
        row: headlightRow,
        sku: headlight.sku,
        partId: 'led-headlight',
        action: null,
        outcome: 'conflict',
        importedAt: null,
        changes: [],
        stock: null,
        errors: [
          {
            row: headlightRow,
            column: 'availableQuantity',
            message: `The stock is ${headlightStock + 3} now, not ${headlightStock}: it changed since the file was made; count again and give the stock now`,
          },
        ],
      },
    ]);
    expect(report.rows.slice(0, 2).map(({ stock }) => stock)).toEqual([
      { before: pistonStock, after: pistonStock + 10, lotCode: 'IMP-07' },
      { before: glovesStock, after: glovesStock - 2, lotCode: null },
    ]);
    // What the answer says was written, was; the headlight is as its recount left it.
    expect((await partOf('forged-piston-kit', token)).availableQuantity).toBe(pistonStock + 10);
    expect((await partOf('race-gloves', token)).availableQuantity).toBe(glovesStock - 2);
    expect((await partOf('led-headlight', token)).availableQuantity).toBe(headlightStock + 3);
    expect(await importMovementsOf('led-headlight', token)).toEqual([]);
    const created = report.rows.filter(({ action }) => action === 'create');
    expect(created).toHaveLength(fillerRows + 2);
    for (const { sku, partId } of [created[0], created.at(-1)] as PartImportRow[]) {
      expect(await holderOf(normalizePartNumber(sku))).toMatchObject({ partId });
    }

    // Between the runs, the pistons are counted back to the stock the file saw (its row, were
    // it written again, would add 10 units that are not there), the gloves sell, and the
    // headlights are counted to the stock the file saw.
    for (const [id, now, next] of [
      ['forged-piston-kit', pistonStock + 10, pistonStock],
      ['race-gloves', glovesStock - 2, glovesStock - 5],
      ['led-headlight', headlightStock + 3, headlightStock],
    ] as const) {
      const put = await callApi('PUT', `/parts/${id}`, { token, body: restockBody(next, now) });
      expect(put.status, id).toBe(200);
    }

    const dryRun = (await preview(csv, token)).body as PartsImportReport;
    expect(dryRun.counts).toEqual({ create: 0, update: 1, unchanged: lastRow - 2, invalid: 0 });
    expect(dryRun.rows.filter(({ importedAt }) => importedAt === null)).toEqual([
      expect.objectContaining({
        row: headlightRow,
        action: 'update',
        outcome: null,
        stock: { before: headlightStock, after: headlightStock - 4, lotCode: null },
      }),
    ]);
    const before = await databaseState();

    const again = await apply(csv, token);

    expect(again.status).toBe(200);
    const second = again.body as PartsImportReport;
    expect(second.counts).toEqual({ create: 0, update: 1, unchanged: lastRow - 2, invalid: 0 });
    expect(second.rows.filter(({ outcome }) => outcome !== 'unchanged')).toEqual([
      expect.objectContaining({
        row: headlightRow,
        action: 'update',
        outcome: 'applied',
        importedAt: null,
        stock: { before: headlightStock, after: headlightStock - 4, lotCode: null },
        errors: [],
      }),
    ]);
    // Every other row was written by the first run, and says when.
    for (const row of second.rows.filter(({ outcome }) => outcome === 'unchanged')) {
      expect(row.importedAt, `row ${row.row}`).toEqual(expect.any(String));
    }
    // Written: the headlights' stock, their one movement, and the file's record; nothing else.
    const was = before as unknown as Record<string, { count: number }>;
    expect(await databaseState()).toEqual({
      ...before,
      stock: { ...before.stock, 'led-headlight': headlightStock - 4 },
      parts: { count: was.parts?.count, latestWrite: expect.any(String) },
      stockMovements: {
        count: (was.stockMovements?.count ?? 0) + 1,
        latestWrite: expect.any(String),
      },
      partsImports: { count: was.partsImports?.count, latestWrite: expect.any(String) },
    });
    for (const [id, count] of [
      ['forged-piston-kit', 1],
      ['race-gloves', 1],
      ['led-headlight', 1],
    ] as const) {
      expect(await importMovementsOf(id, token), id).toHaveLength(count);
      const books = await stockOf(id, token);
      expect(books.reconciled, id).toBe(true);
      await expectBooksByLot(db, id);
    }

    // A third run has nothing left to write.
    const settled = await databaseState();
    const third = await apply(csv, token);
    expect((third.body as PartsImportReport).counts).toEqual({
      create: 0,
      update: 0,
      unchanged: lastRow - 1,
      invalid: 0,
    });
    expect(await databaseState()).toEqual(settled);
  }, 60_000);

  it('when a new row’s number is taken while the import writes, then that row is a conflict and the part that took it is left as it is', async () => {
    const admin = await freshAdmin();
    const token = admin.accessToken;
    const first = plainNewPartRow();
    const late = newPartRow({
      name: 'Late Lever',
      availableQuantity: 0,
      lotCode: '',
      lotMadeOn: '',
    });
    const rows = [first, ...Array.from({ length: fillerRows }, plainNewPartRow), late];
    const lateRow = fillerRows + 3;
    const csv = csvOf(rows);
    // Once the first transaction is written, another admin adds a part with the late row's number.
    const taken = new Promise<void>((resolve, reject) => {
      const stop = db
        .collection('partSkus')
        .doc(normalizePartNumber(first.sku))
        .onSnapshot((snapshot) => {
          if (!snapshot.exists) return;
          stop();
          resolve();
        }, reject);
    })
      .then(() =>
        createPart(db, otherAdmin, {
          sku: late.sku,
          name: 'Other Lever',
          description: 'Added by hand.',
          image: 'https://example.com/other-lever.jpg',
          price: 30,
          minOrder: 1,
          category: 'controls',
          fitsAllBikes: true,
          fitment: [],
          crossReferences: [],
          availableQuantity: 0,
        }),
      )
      .catch(tooLate);

    const done = await apply(csv, token);

    const otherId = (await taken)._id;
    expect(done.status).toBe(200);
    const report = done.body as PartsImportReport;
    expect(report.counts).toEqual({ create: fillerRows + 1, update: 0, unchanged: 0, invalid: 1 });
    expect(report.rows.filter(({ outcome }) => outcome !== 'applied')).toEqual([
      expect.objectContaining({
        row: lateRow,
        partId: otherId,
        action: null,
        outcome: 'conflict',
        errors: [
          {
            row: lateRow,
            column: 'sku',
            message: `Part number ${late.sku} was given to another part (${otherId}) while the import ran: preview the file again`,
          },
        ],
      }),
    ]);
    expect(await partOf(otherId, token)).toMatchObject({ name: 'Other Lever', price: 30 });
    expect(await importMovementsOf(otherId, token)).toEqual([]);
  }, 60_000);
});
