// Part numbers (issue 35, docs/decisions/0036-part-numbers.md): every part's unique sku, the
// numbers it replaces, and the catalogue's search by any of them.
import {
  motorcycleModels,
  normalizePartNumber,
  type Order,
  type Part,
} from '@moto-parts/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { emulatorAdmin } from '../../scripts/lib/emulator-admin.ts';
import { numberParts } from '../../scripts/lib/migrate-part-numbers.ts';
import { seedParts } from '../../scripts/seed/catalogue.ts';
import { callApi, resetToSeed, signInToApi } from '../support/emulators.ts';
import { testLot } from '../support/lots.ts';

const { db } = emulatorAdmin();
let adminToken: string;

beforeEach(async () => {
  await resetToSeed();
  adminToken = (await signInToApi('admin@example.com', { admin: true })).accessToken;
});

const partBody = (sku: string, more: Record<string, unknown> = {}) => ({
  name: 'Number Test Part',
  sku,
  image: 'https://example.com/part.jpg',
  price: 12.5,
  availableQuantity: 10,
  lot: testLot,
  minOrder: 1,
  description: 'A part for the part-number tests.',
  category: 'engine',
  fitsAllBikes: false,
  fitment: [{ make: 'Honda', model: 'CB500X', fromYear: 2016, toYear: 2018 }],
  ...more,
});

const addPart = (sku: string, more: Record<string, unknown> = {}) =>
  callApi('POST', '/parts', { token: adminToken, body: partBody(sku, more) });

const search = async (q: string, more = '') => {
  const response = await callApi('GET', `/parts?q=${encodeURIComponent(q)}${more}`);
  expect(response.status).toBe(200);
  return {
    parts: response.body as Part[],
    total: Number(response.headers.get('x-total-count')),
  };
};

const partCount = async () => (await db.collection('parts').count().get()).data().count;

/** A number in other spellings: no dashes, spaces instead, dots instead, in lower case. */
const spellings = (number: string) => [
  normalizePartNumber(number).toLowerCase(),
  number.replaceAll('-', ' ').toLowerCase(),
  number.replaceAll('-', '.'),
  ` ${number.toLowerCase()} `,
];

describe('the seed', () => {
  it('gives every part a sku of its own', () => {
    const skus = seedParts.map(({ sku }) => normalizePartNumber(sku));
    expect(new Set(skus).size).toBe(seedParts.length);
  });

  const everyNumber = seedParts.flatMap((part) => [
    { id: part.id, number: part.sku, match: { sku: part.sku } },
    ...part.crossReferences.map((reference) => ({
      id: part.id,
      number: reference.number,
      match: { replaces: reference },
    })),
  ]);

  it.each(everyNumber)(
    'when $number is searched in any spelling, then $id comes first, marked with how it matched',
    async ({ id, number, match }) => {
      for (const spelling of spellings(number)) {
        const { parts } = await search(spelling);

        expect(parts[0], spelling).toMatchObject({ _id: id, numberMatch: match });
        expect(parts.filter((part) => part.numberMatch)).toHaveLength(1);
      }
    },
  );
});

describe('GET /parts?q= by number', () => {
  it('when the first 4 letters or digits of a number are searched, then it is found; with 3, not', async () => {
    expect((await search('cr9e')).parts.map(({ _id }) => _id)).toEqual(['iridium-spark-plug']);
    expect((await search('CR-9E')).parts.map(({ _id }) => _id)).toEqual(['iridium-spark-plug']);
    expect((await search('cr9')).total).toBe(0);
    // Only a number's start: its end is not a search.
    expect((await search('f582u')).total).toBe(0);
  });

  it('when a prefix is searched, then the parts come in the list’s order, none marked', async () => {
    const one = await search('mp-bd');
    const two = await search('06455 mkk');

    expect(one.parts.map(({ _id }) => _id)).toEqual(['drilled-brake-disc']);
    expect(two.parts.map(({ _id }) => _id)).toEqual(['sintered-brake-pads']);
    const parts = [...one.parts, ...two.parts];
    expect(parts.every((part) => part.numberMatch === undefined)).toBe(true);
  });

  it('when a number is one part’s sku and the start of a newer part’s, then the exact one comes first, on every page', async () => {
    const older = (await addPart('ZX-1000')).body as Part;
    const newer = (await addPart('ZX-1000-B')).body as Part;
    const replacing = (
      await addPart('QQ-2000', { crossReferences: [{ brand: 'Honda', number: 'zx 1000' }] })
    ).body as Part;

    const { parts, total } = await search('zx1000');
    expect(parts.map(({ _id }) => _id)).toEqual([replacing._id, older._id, newer._id]);
    expect(parts.map(({ numberMatch }) => numberMatch)).toEqual([
      { replaces: { brand: 'Honda', number: 'ZX 1000' } },
      { sku: 'ZX-1000' },
      undefined,
    ]);
    expect(total).toBe(3);

    const pages: string[][] = [];
    let after: string | undefined;
    for (let page = 0; page < 4; page++) {
      const { parts: one } = await search('ZX-1000', `&limit=1${after ? `&after=${after}` : ''}`);
      pages.push(one.map(({ _id }) => _id));
      after = one.at(-1)?._id;
    }
    expect(pages).toEqual([[replacing._id], [older._id], [newer._id], []]);

    const twoAndOne = await search('ZX-1000', '&limit=2');
    const rest = await search('ZX-1000', `&limit=2&after=${twoAndOne.parts[1]?._id}`);
    expect([...twoAndOne.parts, ...rest.parts].map(({ _id }) => _id)).toEqual([
      replacing._id,
      older._id,
      newer._id,
    ]);
  });

  it('when a number is searched with a bike or a category, then only a part they keep is found', async () => {
    const withBike = await search('MP-SK-0906', '&make=Honda&model=CB500X&year=2016');
    const ownBike = await search('MP-SK-0906', '&make=Yamaha&model=MT-07&year=2020');
    const otherCategory = await search('MP-SK-0906', '&category=brakes');

    expect(withBike.total).toBe(0);
    expect(ownBike.parts.map(({ _id, numberMatch }) => [_id, numberMatch])).toEqual([
      ['iridium-spark-plug', { sku: 'MP-SK-0906' }],
    ]);
    expect(otherCategory.total).toBe(0);
  });

  it.each([
    "' OR 1=1 --",
    '{"$gt": ""}',
    '*',
    '.*',
    '*|brake',
    'Yamaha|MT-07|brake',
    '../parts',
    '\\u0000',
    '%00',
    '<script>',
    'mp-bd-3207; drop',
  ])('when %j is searched, then 200 and nothing is found by it', async (q) => {
    const { parts, total } = await search(q);

    expect(parts).toEqual([]);
    expect(total).toBe(0);
  });

  it('when a search is too long, then 400 and the reason', async () => {
    const { status, body } = await callApi('GET', `/parts?q=${'1'.repeat(41)}`);

    expect(status).toBe(400);
    expect(body).toMatchObject({ error: { fields: { q: 'Search for at most 40 characters' } } });
  });
});

describe('POST and PUT /parts with part numbers', () => {
  it('when an admin adds a part with a sku and the numbers it replaces, then they are kept in capitals and searchable', async () => {
    const { status, body } = await addPart('mp-ta-0001', {
      crossReferences: [{ brand: ' NGK ', number: 'cr8eia-9' }],
    });

    expect(status).toBe(201);
    expect(body).toMatchObject({
      sku: 'MP-TA-0001',
      crossReferences: [{ brand: 'NGK', number: 'CR8EIA-9' }],
    });
    const { parts } = await search('CR8EIA9');
    expect(parts.map(({ _id }) => _id)).toEqual([(body as Part)._id]);
  });

  it('when a sku is taken, in any spelling, then 409, the reason, and nothing is added', async () => {
    const { status, body } = await addPart('mp bd 3207');

    expect(status).toBe(409);
    expect(body).toMatchObject({
      error: { fields: { sku: 'Part number MP-BD-3207 belongs to another part' } },
    });
    expect(await partCount()).toBe(seedParts.length);
  });

  it('when two admins add parts with one new sku at once, then one is added and the other is 409', async () => {
    const answers = await Promise.all([addPart('MP-RACE-01'), addPart('mp-race-01')]);

    expect(answers.map(({ status }) => status).sort()).toEqual([201, 409]);
    expect(await partCount()).toBe(seedParts.length + 1);
    expect((await search('MPRACE01')).total).toBe(1);
  });

  it('when an admin changes a sku, then the old one is free, the new one found, and a taken one is 409', async () => {
    const changed = await callApi('PUT', '/parts/drilled-brake-disc', {
      token: adminToken,
      body: { sku: 'MP-BD-3208' },
    });
    const taken = await callApi('PUT', '/parts/o-ring-chain', {
      token: adminToken,
      body: { sku: 'mp-bd-3208' },
    });
    const reused = await addPart('MP-BD-3207');

    expect(changed.status).toBe(200);
    expect((await search('MP-BD-3208')).parts[0]?._id).toBe('drilled-brake-disc');
    expect(taken.status).toBe(409);
    const chain = await callApi('GET', '/parts/o-ring-chain', { token: adminToken });
    expect(chain.body).toMatchObject({
      sku: 'MP-DC-525X118',
    });
    expect(reused.status).toBe(201);
  });

  it('when an admin writes a part’s own sku in another spelling, then it is kept as written', async () => {
    const { status, body } = await callApi('PUT', '/parts/drilled-brake-disc', {
      token: adminToken,
      body: { sku: 'mp.bd.3207' },
    });

    expect(status).toBe(200);
    expect((body as Part).sku).toBe('MP.BD.3207');
    expect((await search('MP-BD-3207')).parts[0]?._id).toBe('drilled-brake-disc');
  });

  it('when an admin replaces the numbers a part replaces, then the old ones no longer find it', async () => {
    const { status } = await callApi('PUT', '/parts/drilled-brake-disc', {
      token: adminToken,
      body: { crossReferences: [{ brand: 'Brembo', number: '78B40870' }] },
    });

    expect(status).toBe(200);
    expect((await search('78b40870')).parts[0]?._id).toBe('drilled-brake-disc');
    expect((await search('1WS-F582U-00')).total).toBe(0);
    // The name and the fit still find it.
    expect((await search('disc', '&make=Yamaha&model=MT-07')).total).toBe(1);
  });

  it('when a part is removed, then its sku may be given to a new part', async () => {
    await callApi('DELETE', '/parts/o-ring-chain', { token: adminToken });

    expect((await addPart('MP-DC-525X118')).status).toBe(201);
  });

  it('when a part fits so many model years that its numbers could not be indexed, then 400 and nothing is added', async () => {
    const fitment = motorcycleModels.slice(0, 20).map(({ make, model, fromYear, toYear }) => ({
      make,
      model,
      fromYear,
      toYear,
    }));
    const crossReferences = Array.from({ length: 8 }, (_, at) => ({
      brand: 'Honda',
      number: `${at}`.repeat(24),
    }));

    const { status, body } = await addPart('MP-XL-0001', { fitment, crossReferences });

    expect(status).toBe(400);
    expect(body).toMatchObject({
      error: { fields: { fitment: expect.stringMatching(/too many model years/) } },
    });
    expect(await partCount()).toBe(seedParts.length);
  });

  it.each([
    ['no sku', { sku: undefined }],
    ['a sku of 3 characters', { sku: 'AB1' }],
    ['a sku of 25 characters', { sku: 'A'.repeat(25) }],
    ['a sku with a double dash', { sku: 'MP--1000' }],
    ['a sku with a sign', { sku: 'MP@1000' }],
    ['a sku that is a list', { sku: ['MP-1000'] }],
    [
      '9 cross-references',
      {
        crossReferences: Array.from({ length: 9 }, (_, at) => ({
          brand: 'Honda',
          number: `HN-100${at}`,
        })),
      },
    ],
    [
      'one number twice',
      {
        crossReferences: [
          { brand: 'NGK', number: 'CR9EIA-9' },
          { brand: 'Denso', number: 'cr9eia9' },
        ],
      },
    ],
    [
      'a brand that is an object',
      { crossReferences: [{ brand: { name: 'NGK' }, number: 'CR9EIA-9' }] },
    ],
    ['a number that is a list', { crossReferences: [{ brand: 'NGK', number: ['CR9EIA-9'] }] }],
    ['no brand', { crossReferences: [{ number: 'CR9EIA-9' }] }],
    [
      'an unknown field in a reference',
      { crossReferences: [{ brand: 'NGK', number: 'CR9EIA-9', url: 'x' }] },
    ],
  ])('when the part has %s, then 400 and nothing is added', async (_, change) => {
    const { status } = await addPart('MP-BAD-0001', change);

    expect(status).toBe(400);
    expect(await partCount()).toBe(seedParts.length);
    expect((await db.collection('partSkus').doc('MPBAD0001').get()).exists).toBe(false);
  });
});

describe('the sku in orders', () => {
  it('when a rider orders a part, then the order’s line carries its sku', async () => {
    const rider = await signInToApi('rider@example.com');
    const placed = await callApi('POST', '/order', {
      token: rider.accessToken,
      body: {
        partId: 'sintered-brake-pads',
        quantity: 10,
        address: '1 Number Road',
        phone: '5550100',
      },
    });

    expect(placed.status).toBe(201);
    expect((placed.body as Order).lines[0]).toMatchObject({ sku: 'MP-BP-0921' });
  });
});

describe('npm run migrate-orders on parts stored before part numbers', () => {
  it('gives each the sku it is known by, or one from its id, and indexes its numbers, once', async () => {
    await db
      .collection('parts')
      .doc('older-part')
      .set({
        name: 'Older Part',
        image: 'https://example.com/part.jpg',
        description: 'A part stored before part numbers.',
        priceCents: 1250,
        minOrder: 1,
        availableQuantity: 0,
        category: 'engine',
        fitsAllBikes: true,
        fitment: [],
        searchTerms: ['older'],
        fitKeys: ['*'],
        fitSearchTerms: ['*|older'],
        createdAt: new Date(),
      });

    const older = (await db.collection('parts').doc('older-part').get()).data() ?? {};
    await db
      .collection('parts')
      .doc('older-known')
      .set({ ...older, name: 'Older Known' });
    // npm start passes the seed's numbers for the demo's parts.
    const known = (id: string) =>
      id === 'older-known'
        ? { sku: 'MP-OK-0001', crossReferences: [{ brand: 'Honda', number: '17210-OLD-000' }] }
        : undefined;

    const report = await numberParts(db, known);
    const again = await numberParts(db, known);

    expect(report.partsNumbered).toBe(2);
    expect(again.partsNumbered).toBe(0);
    const { parts } = await search('MP-OLDER-PART');
    expect(parts.map(({ _id, sku }) => [_id, sku])).toEqual([['older-part', 'MP-OLDER-PART']]);
    const byReplaced = await search('17210old000');
    expect(byReplaced.parts.map(({ _id, sku }) => [_id, sku])).toEqual([
      ['older-known', 'MP-OK-0001'],
    ]);
  });
});
