// The CSV exports (issue 36, item 4; docs/decisions/0040-csv-export-and-import.md): each file
// parsed back with csv-parse equals the data, with its BOM, ISO 8601 dates, more rows than a
// page of Firestore, and a part whose name would start a formula neutralised.
import { exportPageSize, partColumns, type Part } from '@moto-parts/contracts';
import { parse } from 'csv-parse/sync';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { crossReferencesCell, fitmentCell } from '../../functions/src/services/parts-csv.ts';
import { emulatorAdmin } from '../../scripts/lib/emulator-admin.ts';
import { apiUrl } from '../../scripts/lib/local-contract.ts';
import { callApi, resetToSeed, signInToApi } from '../support/emulators.ts';
import { restockBody, testLot } from '../support/lots.ts';
import { expectResponseMatchesDocument } from '../support/openapi-responses.ts';
import { testSku } from '../support/part-numbers.ts';

const { db } = emulatorAdmin();
let adminToken: string;
let customerToken: string;

const bom = Buffer.from([0xef, 0xbb, 0xbf]);
const isoDate = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** An export as a browser downloads it: its bytes, held to the OpenAPI document. */
async function download(path: string, token = adminToken) {
  const response = await fetch(`${apiUrl}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const text = bytes.toString('utf8');
  const body: unknown = response.ok ? text : JSON.parse(text);
  expectResponseMatchesDocument('GET', path, response.status, response.headers, body);
  return { status: response.status, headers: response.headers, bytes, body };
}

/** The file's records, each an object keyed by the header row's names. */
const recordsOf = (bytes: Buffer) =>
  parse(bytes, { bom: true, columns: true }) as Record<string, string>[];

const headerOf = (bytes: Buffer) => (parse(bytes, { bom: true, to_line: 1 }) as string[][])[0];

const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  await resetToSeed();
  adminToken = (await signInToApi('exports-admin@example.com', { admin: true })).accessToken;
  customerToken = (await signInToApi('exports-customer@example.com')).accessToken;
});

describe('the parts export', () => {
  it("when every part is exported, then the file has a BOM, the parts' columns, and a row equal to each part, a formula-like name neutralised", async () => {
    const created = await callApi('POST', '/parts', {
      token: adminToken,
      body: {
        name: '=SUM(1+1)',
        sku: testSku(),
        crossReferences: [{ brand: '@Brand', number: 'AB-1234' }],
        image: 'https://example.com/formula.jpg',
        price: 12.5,
        availableQuantity: 7,
        lot: testLot,
        minOrder: 1,
        description: '+1 for the description too',
        category: 'engine',
        fitsAllBikes: false,
        fitment: [{ make: 'Honda', model: 'CB500X', fromYear: 2016, toYear: 2018 }],
      },
    });
    expect(created.status).toBe(201);
    const parts = (await callApi('GET', '/parts?limit=50', { token: adminToken })).body as Part[];

    const { status, headers, bytes } = await download('/exports/parts');

    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(headers.get('content-disposition')).toBe(
      `attachment; filename="moto-parts-parts-start-to-${today()}.csv"`,
    );
    expect(bytes.subarray(0, 3)).toEqual(bom);
    expect(headerOf(bytes)).toEqual([...partColumns]);
    const records = recordsOf(bytes);
    expect(records).toHaveLength(parts.length);
    for (const part of parts) {
      const record = records.find(({ id }) => id === part._id);
      expect(record, part._id).toMatchObject({
        sku: part.sku,
        price: String(part.price),
        minOrder: String(part.minOrder),
        maxPerOrder: String(part.maxPerOrder),
        weightGrams: String(part.weightGrams),
        category: part.category,
        fitsAllBikes: String(part.fitsAllBikes),
        fitment: fitmentCell(part.fitment),
        availableQuantity: String(part.availableQuantity),
      });
      expect(record?.createdAt).toMatch(isoDate);
    }
    const formula = records.find(({ id }) => id === (created.body as Part)._id);
    expect(formula).toMatchObject({
      name: "'=SUM(1+1)",
      description: "'+1 for the description too",
      crossReferences: `'${crossReferencesCell([{ brand: '@Brand', number: 'AB-1234' }])}`,
    });
  });

  it('when a range of days is given, then only the parts added in it are listed', async () => {
    const { bytes } = await download('/exports/parts?from=2001-01-01&to=2001-01-31');

    expect(headerOf(bytes)).toEqual([...partColumns]);
    expect(recordsOf(bytes)).toEqual([]);
  });
});

describe('the orders export', () => {
  /** Orders written as the API writes them, `count` of them on one day, every third of two lines. */
  async function storeOrders(count: number, day: string) {
    const createdAt = Timestamp.fromDate(new Date(`${day}T10:00:00Z`));
    for (let first = 0; first < count; first += 400) {
      const batch = db.batch();
      for (let index = first; index < Math.min(count, first + 400); index++) {
        const lines = [
          {
            partId: 'drilled-brake-disc',
            name: 'Drilled Brake Disc',
            sku: 'MP-BD-3207',
            unitPriceCents: 8950,
            quantity: 2,
            lineTotalCents: 17_900,
          },
          ...(index % 3 === 0
            ? [
                {
                  partId: 'sintered-brake-pads',
                  name: '-Pads',
                  unitPriceCents: 1000,
                  quantity: 1,
                  lineTotalCents: 1000,
                },
              ]
            : []),
        ];
        const subtotalCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
        batch.set(db.collection('orders').doc(`export-${day}-${String(index).padStart(4, '0')}`), {
          uid: 'exports-buyer',
          orderNumber: 900_000 + index,
          email: 'buyer@example.com',
          customerName: '@Buyer',
          lines,
          partIds: lines.map(({ partId }) => partId),
          subtotalCents,
          shippingCents: 500,
          totalPriceCents: subtotalCents + 500,
          address: '1 Road',
          shippingAddress: null,
          shippingMethod: { id: 'arranged', name: 'Arranged by the shop' },
          phone: '5550100',
          status: 'paid',
          paid: true,
          transactionId: 'pi_export',
          holdEndsAt: createdAt,
          refundedCents: index === 0 ? 500 : 0,
          createdAt,
          updatedAt: createdAt,
        });
      }
      await batch.commit();
    }
  }

  const ordersCount = exportPageSize + 30;

  beforeAll(async () => {
    await storeOrders(ordersCount, '2025-03-10');
    await storeOrders(5, '2025-03-12');
  });

  it(`when ${ordersCount} orders of a day are exported, more than a page, then each line is a row with the order's figures, in order`, async () => {
    const { status, headers, bytes } = await download(
      '/exports/orders?from=2025-03-10&to=2025-03-10',
    );

    expect(status).toBe(200);
    expect(headers.get('content-disposition')).toBe(
      'attachment; filename="moto-parts-orders-2025-03-10-to-2025-03-10.csv"',
    );
    expect(bytes.subarray(0, 3)).toEqual(bom);
    const records = recordsOf(bytes);
    const twoLines = Math.ceil(ordersCount / 3);
    expect(records).toHaveLength(ordersCount + twoLines);
    expect(new Set(records.map(({ orderId }) => orderId)).size).toBe(ordersCount);
    expect(records.slice(0, 3)).toEqual([
      {
        orderId: 'export-2025-03-10-0000',
        orderNumber: '900000',
        createdAt: '2025-03-10T10:00:00.000Z',
        updatedAt: '2025-03-10T10:00:00.000Z',
        status: 'paid',
        buyerEmail: 'buyer@example.com',
        buyerName: "'@Buyer",
        line: '1',
        partId: 'drilled-brake-disc',
        sku: 'MP-BD-3207',
        name: 'Drilled Brake Disc',
        quantity: '2',
        unitPrice: '89.5',
        lineTotal: '179',
        subtotal: '189',
        shipping: '5',
        shippingMethod: 'Arranged by the shop',
        totalPrice: '194',
        refunded: '5',
        shipToCountry: '',
      },
      expect.objectContaining({
        orderId: 'export-2025-03-10-0000',
        line: '2',
        name: "'-Pads",
        sku: '',
        lineTotal: '10',
      }),
      expect.objectContaining({ orderId: 'export-2025-03-10-0001', line: '1', refunded: '0' }),
    ]);
    // Oldest first, then by id: the page cursor loses and repeats nothing.
    const ids = [...new Set(records.map(({ orderId }) => orderId))];
    expect(ids).toEqual([...ids].sort());
  });

  it('when the range is the later day, then only its orders are listed', async () => {
    const { bytes } = await download('/exports/orders?from=2025-03-11&to=2025-03-12');

    expect(new Set(recordsOf(bytes).map(({ orderId }) => orderId))).toEqual(
      new Set(['0000', '0001', '0002', '0003', '0004'].map((n) => `export-2025-03-12-${n}`)),
    );
  });
});

describe('the stock movements export', () => {
  it('when stock is lowered, then its movement is a row whose delta is a negative number, not text', async () => {
    const { body } = await callApi('POST', '/parts', {
      token: adminToken,
      body: {
        name: 'Ledger Part',
        sku: testSku(),
        image: 'https://example.com/ledger.jpg',
        price: 3,
        availableQuantity: 10,
        lot: testLot,
        minOrder: 1,
        description: 'A part for the ledger export.',
        category: 'engine',
        fitsAllBikes: true,
        fitment: [],
      },
    });
    const part = body as Part;
    await callApi('PUT', `/parts/${part._id}`, { token: adminToken, body: restockBody(4, 10) });

    const { bytes } = await download(`/exports/stock-movements?from=${today()}`);

    const rows = recordsOf(bytes).filter(({ partId }) => partId === part._id);
    expect(rows).toEqual([
      expect.objectContaining({
        reason: 'stocked',
        delta: '10',
        availableAfter: '10',
        sku: part.sku,
        partName: 'Ledger Part',
        lots: `${testLot.code}:10`,
      }),
      expect.objectContaining({
        reason: 'restock',
        delta: '-6',
        availableAfter: '4',
        lots: `${testLot.code}:-6`,
      }),
    ]);
    expect(bytes.toString('utf8')).toContain(',-6,4,');
    for (const row of rows) expect(row.createdAt).toMatch(isoDate);
  });
});

describe('who may export', () => {
  it.each(['/exports/orders', '/exports/stock-movements', '/exports/parts'])(
    'when %s is asked by a customer, then 403; signed out, 401',
    async (path) => {
      expect((await download(path, customerToken)).status).toBe(403);
      expect((await download(path, '')).status).toBe(401);
    },
  );

  it('when the days are not a range, then 400 says which', async () => {
    const { status, body } = await download('/exports/orders?from=2026-02-01&to=2026-01-31');

    expect(status).toBe(400);
    expect(body).toMatchObject({ error: { fields: { to: 'To cannot be before From' } } });
    expect((await download('/exports/orders?from=2026-02-30')).status).toBe(400);
    expect((await download('/exports/orders?to=2026-13-45')).status).toBe(400);
  });

  it('when an admin exports more often than the limit, then 429 with Retry-After', async () => {
    const busy = (await signInToApi('exports-busy@example.com', { admin: true })).accessToken;
    const statuses: number[] = [];
    for (let call = 0; call < 11; call++) {
      statuses.push((await download('/exports/parts?from=2001-01-01&to=2001-01-01', busy)).status);
    }

    expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
    const refused = await download('/exports/orders?from=2001-01-01', busy);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
