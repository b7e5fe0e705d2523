import { fitsBike, type Part } from '@moto-parts/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedParts, type SeedPart } from '../../scripts/seed/catalogue.ts';
import { callApi, resetToSeed, signInToApi } from '../support/emulators.ts';

let riderToken: string;

// These calls only read: one seed for the whole file.
beforeAll(async () => {
  await resetToSeed();
  riderToken = (await signInToApi('rider@example.com')).accessToken;
});

const ids = (body: unknown) => (body as Part[]).map((part) => part._id);

describe('GET /parts', () => {
  it('when anyone asks, then it answers the first page of the catalogue, newest first, with the total', async () => {
    const { status, body, headers } = await callApi('GET', '/parts');

    expect(status).toBe(200);
    expect(ids(body)).toEqual(seedParts.slice(0, 12).map((part) => part.id));
    expect(headers.get('x-total-count')).toBe(String(seedParts.length));
  });

  it('when a part is answered, then it has the wire shape, with its price in dollars and nothing internal', async () => {
    const { body } = await callApi('GET', '/parts?limit=1');
    const { id, priceCents, ...rest } = seedParts[0] as SeedPart;

    // The seed sets no most per order: the default (docs/decisions/0027-holds-and-abuse.md);
    // nor a reorder point, so the part is not low on stock (0039-low-stock-and-stocktakes.md).
    expect(body).toEqual([
      { _id: id, price: priceCents / 100, maxPerOrder: 100, lowStock: false, ...rest },
    ]);
  });

  it('when Home asks for 6, then it gets the first 6', async () => {
    const { body } = await callApi('GET', '/parts?limit=6');

    expect(ids(body)).toEqual(seedParts.slice(0, 6).map((part) => part.id));
  });

  it.each([
    ['brake', ['drilled-brake-disc', 'sintered-brake-pads']],
    ['BRAKE', ['drilled-brake-disc', 'sintered-brake-pads']],
    ['dri', ['drilled-brake-disc', 'o-ring-chain']],
    ['ring', ['o-ring-chain']],
    ['rill', []],
    ['  brake   disc ', ['drilled-brake-disc']],
    ['no such thing', []],
  ])(
    'when searching for %j, then only the parts whose name contains it are answered',
    async (q, expected) => {
      const { body, headers } = await callApi('GET', `/parts?q=${encodeURIComponent(q)}`);

      expect(ids(body)).toEqual(expected);
      expect(headers.get('x-total-count')).toBe(String(expected.length));
    },
  );

  it('when paging with the last id of each page, then every part comes exactly once, in order', async () => {
    const seen: string[] = [];
    let after = '';
    for (let page = 0; page < 4; page++) {
      const { body } = await callApi('GET', `/parts?limit=5${after ? `&after=${after}` : ''}`);
      seen.push(...ids(body));
      after = seen.at(-1) ?? '';
    }

    expect(seen).toEqual(seedParts.map((part) => part.id));
  });

  const byPrice = [...seedParts].sort((a, b) => a.priceCents - b.priceCents).map(({ id }) => id);

  it.each([
    ['price-asc', byPrice],
    ['price-desc', [...byPrice].reverse()],
    ['newest', seedParts.map(({ id }) => id)],
  ])('when sorted %s, then the parts come in that order, with the total', async (sort, order) => {
    const { status, body, headers } = await callApi('GET', `/parts?sort=${sort}&limit=50`);

    expect(status).toBe(200);
    expect(ids(body)).toEqual(order);
    expect(headers.get('x-total-count')).toBe(String(seedParts.length));
  });

  it('when paging by price with the last id of each page, then every part comes once, in order', async () => {
    const seen: string[] = [];
    for (let page = 0; page < 4; page++) {
      const after = seen.length > 0 ? `&after=${seen.at(-1)}` : '';
      const { body } = await callApi('GET', `/parts?sort=price-desc&limit=4${after}`);
      seen.push(...ids(body));
    }

    expect(seen).toEqual([...byPrice].reverse());
  });

  it('when a search is sorted by price, then only its matches come, cheapest first', async () => {
    const { body } = await callApi('GET', '/parts?q=brake&sort=price-asc');

    expect(ids(body)).toEqual(byPrice.filter((id) => id.includes('brake')));
  });

  it('when a page starts after a part from another list, then 400 says so and no page comes', async () => {
    const { status, body } = await callApi('GET', '/parts?q=brake&after=o-ring-chain');

    expect(status).toBe(400);
    expect(body).toMatchObject({
      error: { code: 'validation_failed', fields: { after: 'Not in this list' } },
    });
  });

  /** The seed's ids that `keep` keeps, in catalogue order. */
  const seedIds = (keep: (part: SeedPart) => boolean) => seedParts.filter(keep).map(({ id }) => id);
  it.each([
    ['category=brakes', seedIds((part) => part.category === 'brakes')],
    ['make=Boss%20Hoss', seedIds((part) => fitsBike(part, { make: 'Boss Hoss' }))],
    [
      'make=Royal%20Enfield&model=Classic%20350',
      seedIds((part) => fitsBike(part, { make: 'Royal Enfield', model: 'Classic 350' })),
    ],
    [
      'make=Royal%20Enfield&model=Classic%20350&year=2024',
      seedIds((part) =>
        fitsBike(part, { make: 'Royal Enfield', model: 'Classic 350', year: 2024 }),
      ),
    ],
    ['category=engine&make=Royal%20Enfield&model=Classic%20350&year=2015', ['forged-piston-kit']],
    ['q=disc&make=Yamaha&model=MT-07&year=2020', ['drilled-brake-disc']],
    ['q=disc&make=Honda', []],
    ['q=glo&make=Honda&model=CB500X&year=2015', ['race-gloves']],
  ])(
    'when filtered by %s, then only the matching parts come, with their total',
    async (query, expected) => {
      const { status, body, headers } = await callApi('GET', `/parts?${query}&limit=50`);

      expect(status).toBe(200);
      expect(ids(body)).toEqual(expected);
      expect(headers.get('x-total-count')).toBe(String(expected.length));
    },
  );

  it('when filtered by a bike, then the parts that fit every bike come too, and a 2024 Classic 350 gets no piston kit built for 2009–2020', async () => {
    const { body } = await callApi(
      'GET',
      '/parts?make=Royal%20Enfield&model=Classic%20350&year=2024&limit=50',
    );

    expect(ids(body)).toEqual(expect.arrayContaining(['full-face-helmet', 'race-gloves']));
    expect(ids(body)).not.toContain('forged-piston-kit');
  });

  it('when a part is answered, then it says its category and the bikes it fits', async () => {
    const { body } = await callApi('GET', '/parts?q=drilled');

    expect((body as Part[])[0]).toMatchObject({
      category: 'brakes',
      fitsAllBikes: false,
      fitment: expect.arrayContaining([
        { make: 'Yamaha', model: 'MT-07', fromYear: 2014, toYear: 2026 },
      ]),
    });
  });

  it('when the list is answered, then CDNs may cache it briefly and browsers revalidate', async () => {
    const { headers } = await callApi('GET', '/parts');

    expect(headers.get('cache-control')).toContain('s-maxage=60');
    expect(headers.get('cache-control')).toContain('max-age=0');
  });

  it.each([
    'limit=0',
    'limit=51',
    'limit=abc',
    'limit=2.5',
    'limit=1&limit=2',
    'sort=price',
    'sort=PRICE-ASC',
    'category=toys',
    'category=Brakes',
    'make=Acme',
    'make=Honda&model=Classic%20350',
    'model=MT-07',
    'make=Yamaha&model=MT-07&year=2013',
    'make=Yamaha&model=MT-07&year=2027',
    'make=Yamaha&model=MT-07&year=twenty',
    'make=Yamaha&year=2020',
    'category=brakes&after=o-ring-chain',
    'make=Honda&model=CB500X&after=forged-piston-kit',
    'sort=newest&sort=price-asc',
    `q=${'x'.repeat(41)}`,
    'after=no-such-part',
    'after=a%2Fb',
  ])('when the query is %s, then 400 validation_failed', async (query) => {
    const { status, body } = await callApi('GET', `/parts?${query}`);

    expect(status).toBe(400);
    expect(body).toMatchObject({
      error: { code: 'validation_failed', message: expect.any(String) },
    });
  });
});

describe('GET /parts/{id}', () => {
  it('when a signed-out visitor asks, then it answers the public fields only, those the catalogue lists, shared by the CDN', async () => {
    const { status, body, headers } = await callApi('GET', '/parts/o-ring-chain');
    const listed = await callApi('GET', '/parts?ids=o-ring-chain');
    const { id, priceCents, ...rest } = seedParts.find(
      (part) => part.id === 'o-ring-chain',
    ) as SeedPart;

    expect(status).toBe(200);
    expect(body).toEqual((listed.body as Part[])[0]);
    // Nothing the store keeps for itself: no cents, lots, search keys or timestamps.
    expect(body).toEqual({
      _id: id,
      price: priceCents / 100,
      maxPerOrder: 100,
      lowStock: false,
      ...rest,
    });
    expect(headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=60',
    );
    expect(headers.get('vary')).toContain('Authorization');
  });

  it('when a signed-in rider asks, then it answers the same part, the answer the CDN shares', async () => {
    const signedOut = await callApi('GET', '/parts/o-ring-chain');
    const { status, body, headers } = await callApi('GET', '/parts/o-ring-chain', {
      token: riderToken,
    });

    expect(status).toBe(200);
    expect(body).toEqual(signedOut.body);
    expect(body).toMatchObject({ _id: 'o-ring-chain', name: 'O-Ring Drive Chain', price: 38.9 });
    expect(headers.get('cache-control')).toContain('s-maxage=60');
  });

  it('when an admin asks, then the answer is fresh and theirs alone', async () => {
    const { accessToken } = await signInToApi('admin@example.com', { admin: true });
    const { status, headers } = await callApi('GET', '/parts/o-ring-chain', {
      token: accessToken,
    });

    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('private, no-store');
  });

  it.each(['no-such-part', 'a%2Fb', '..', 'x'.repeat(200)])(
    'when the id is %s, then 404 not_found',
    async (id) => {
      const { status, body } = await callApi('GET', `/parts/${id}`);

      expect(status).toBe(404);
      expect(body).toMatchObject({ error: { code: 'not_found' } });
    },
  );
});
