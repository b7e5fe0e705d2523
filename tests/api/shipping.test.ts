import type { ShippingMethod, ShippingZone } from '@moto-parts/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { callApi, resetToSeed, signInToApi } from '../support/emulators.ts';
import { databaseState } from '../support/database-state.ts';

type Session = Awaited<ReturnType<typeof signInToApi>>;
let admin: Session;
let customer: Session;

const asAdmin = (method: string, path: string, body?: unknown) =>
  callApi(method, path, { token: admin.accessToken, body });

const nordics = {
  name: 'Nordics',
  countries: ['SE', 'NO'],
  methods: [
    { name: 'Post', rates: [{ upToGrams: 2_000, price: 12.5 }, { price: 30 }], freeOver: 250 },
  ],
};

beforeEach(async () => {
  await resetToSeed();
  admin = await signInToApi('zones-admin@example.com', { admin: true });
  customer = await signInToApi('zones-rider@example.com');
});

/** The seed's Europe zone, without the countries of `nordics`, so that they are free. */
async function freeTheNordics() {
  const { body } = await asAdmin('GET', '/shipping-zones');
  const europe = (body as ShippingZone[]).find((zone) => zone.name === 'Europe');
  if (!europe) throw new Error('The seed has no Europe zone');
  const { status } = await asAdmin('PUT', `/shipping-zones/${europe._id}`, {
    name: europe.name,
    countries: europe.countries.filter((country) => !nordics.countries.includes(country)),
    methods: europe.methods,
  });
  expect(status).toBe(200);
  return europe;
}

describe('GET /shipping-methods', () => {
  it('when anyone asks for a country, then they get its zone’s methods with the lightest parcel’s price', async () => {
    const { status, headers, body } = await callApi('GET', '/shipping-methods?country=US');

    expect(status).toBe(200);
    expect(headers.get('cache-control')).toContain('s-maxage=60');
    const [ground, express] = body as ShippingMethod[];
    expect(ground).toMatchObject({ id: 'us-ground', price: 7.95, freeOver: 150 });
    expect(ground?.rates.at(-1)).toEqual({ price: 49.95 });
    expect(express).toMatchObject({ id: 'us-express', price: 29.95, rates: [{ price: 29.95 }] });
    expect(express).not.toHaveProperty('freeOver');
  });

  it('when a country’s zone is removed, then it has no method, and the others keep theirs', async () => {
    const { body: zones } = await asAdmin('GET', '/shipping-zones');
    const usa = (zones as ShippingZone[]).find((zone) => zone.countries.includes('US'));

    expect((await asAdmin('DELETE', `/shipping-zones/${usa?._id}`)).status).toBe(200);

    expect((await callApi('GET', '/shipping-methods?country=US')).body).toEqual([]);
    expect((await callApi('GET', '/shipping-methods?country=DE')).body).not.toEqual([]);
  });

  it.each(['', 'country=XX', 'country=us', 'country=USA', 'country=US&country=DE'])(
    'when the query is “%s”, then 400',
    async (query) => {
      const { status, body } = await callApi('GET', `/shipping-methods?${query}`);

      expect(status).toBe(400);
      expect(body).toMatchObject({ error: { code: 'validation_failed' } });
    },
  );
});

describe('Shipping zones, kept by admins', () => {
  it('when an admin adds a zone of free countries, then it is listed and its countries ship by it', async () => {
    await freeTheNordics();

    const { status, body } = await asAdmin('POST', '/shipping-zones', nordics);

    expect(status).toBe(201);
    const zone = body as ShippingZone;
    expect(zone).toMatchObject({ name: 'Nordics', countries: ['SE', 'NO'] });
    expect(zone.methods[0]?.id).toMatch(/^[A-Za-z0-9_-]+$/);
    const { body: methods } = await callApi('GET', '/shipping-methods?country=NO');
    expect(methods).toEqual([
      {
        id: zone.methods[0]?.id,
        name: 'Post',
        price: 12.5,
        rates: [{ upToGrams: 2_000, price: 12.5 }, { price: 30 }],
        freeOver: 250,
      },
    ]);
    const { body: zones } = await asAdmin('GET', '/shipping-zones');
    expect((zones as ShippingZone[]).map(({ name }) => name)).toContain('Nordics');
  });

  it('when a new zone names a country of another zone, then 409 names it and its zone, and nothing changes', async () => {
    const before = await databaseState();

    const { status, body } = await asAdmin('POST', '/shipping-zones', nordics);

    expect(status).toBe(409);
    expect(body).toMatchObject({
      error: { code: 'conflict', message: 'Already in another zone: SE (Europe), NO (Europe)' },
    });
    expect(await databaseState()).toEqual(before);
  });

  it('when an admin edits a zone, then kept methods keep their ids, a new one gets one, and a left-out one is gone', async () => {
    const { body: zones } = await asAdmin('GET', '/shipping-zones');
    const usa = (zones as ShippingZone[]).find((zone) => zone.name === 'United States');
    const [ground] = usa?.methods ?? [];

    const { status, body } = await asAdmin('PUT', `/shipping-zones/${usa?._id}`, {
      name: 'USA',
      countries: ['US'],
      methods: [
        { ...ground, rates: [{ price: 5 }] },
        { name: 'Freight', rates: [{ price: 99 }] },
      ],
    });

    expect(status).toBe(200);
    const methods = (body as ShippingZone).methods;
    expect(methods.map(({ id }) => id)).toEqual(['us-ground', expect.not.stringMatching(/^us-/)]);
    const { body: listed } = await callApi('GET', '/shipping-methods?country=US');
    expect((listed as ShippingMethod[]).map(({ name, price }) => [name, price])).toEqual([
      [ground?.name, 5],
      ['Freight', 99],
    ]);
  });

  it('when an edit names a method id the zone does not have, then 400 and nothing changes', async () => {
    const { body: zones } = await asAdmin('GET', '/shipping-zones');
    const usa = (zones as ShippingZone[]).find((zone) => zone.name === 'United States');
    const before = await databaseState();

    const { status, body } = await asAdmin('PUT', `/shipping-zones/${usa?._id}`, {
      name: 'USA',
      countries: ['US'],
      methods: [{ id: 'eu-express', name: 'Borrowed', rates: [{ price: 1 }] }],
    });

    expect(status).toBe(400);
    expect(body).toMatchObject({ error: { fields: { methods: 'No such method in this zone' } } });
    expect(await databaseState()).toEqual(before);
  });

  it('when an edit moves a country into a zone while another zone has it, then 409', async () => {
    const { body: zones } = await asAdmin('GET', '/shipping-zones');
    const usa = (zones as ShippingZone[]).find((zone) => zone.name === 'United States');

    const { status } = await asAdmin('PUT', `/shipping-zones/${usa?._id}`, {
      name: 'USA',
      countries: ['US', 'CA'],
      methods: usa?.methods,
    });

    expect(status).toBe(409);
  });

  it.each([
    ['PUT', { ...nordics, countries: ['US'] }],
    ['DELETE', undefined],
  ])('when an admin %ss a zone that does not exist, then 404', async (method, body) => {
    const { status } = await asAdmin(method, '/shipping-zones/no-such-zone', body);

    expect(status).toBe(404);
  });

  it.each([
    ['no name', { ...nordics, name: '' }],
    ['a country the shop does not deliver to', { ...nordics, countries: ['KP'] }],
    ['a price of text', { ...nordics, methods: [{ name: 'Post', rates: [{ price: 'free' }] }] }],
    [
      'bands out of order',
      {
        ...nordics,
        methods: [
          {
            name: 'Post',
            rates: [
              { upToGrams: 9, price: 1 },
              { upToGrams: 2, price: 1 },
            ],
          },
        ],
      },
    ],
    ['a field it does not know', { ...nordics, currency: 'EUR' }],
  ])('when a zone has %s, then 400 and nothing changes', async (_, zone) => {
    await freeTheNordics();
    const before = await databaseState();

    const { status } = await asAdmin('POST', '/shipping-zones', zone);

    expect(status).toBe(400);
    expect(await databaseState()).toEqual(before);
  });

  it.each([
    ['GET', '/shipping-zones'],
    ['POST', '/shipping-zones'],
    ['PUT', '/shipping-zones/europe'],
    ['DELETE', '/shipping-zones/europe'],
  ])(
    'when a customer or nobody calls %s %s, then 403 or 401 and nothing changes',
    async (method, path) => {
      const before = await databaseState();
      const body = method === 'POST' || method === 'PUT' ? nordics : undefined;

      expect((await callApi(method, path, { token: customer.accessToken, body })).status).toBe(403);
      expect((await callApi(method, path, { body })).status).toBe(401);
      expect(await databaseState()).toEqual(before);
    },
  );

  it('when two admins add zones with the same country at once, then one is added and the other gets 409', async () => {
    await freeTheNordics();

    const answers = await Promise.all([
      asAdmin('POST', '/shipping-zones', nordics),
      asAdmin('POST', '/shipping-zones', { ...nordics, name: 'Scandinavia' }),
    ]);

    expect(answers.map(({ status }) => status).toSorted()).toEqual([201, 409]);
    const { body: zones } = await asAdmin('GET', '/shipping-zones');
    const withSweden = (zones as ShippingZone[]).filter((zone) => zone.countries.includes('SE'));
    expect(withSweden).toHaveLength(1);
  });
});
