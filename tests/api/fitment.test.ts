import {
  fitsBike,
  motorcycleModels,
  type Bike,
  type FitmentOptions,
  type Part,
} from '@moto-parts/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { emulatorAdmin } from '../../scripts/lib/emulator-admin.ts';
import { seedParts } from '../../scripts/seed/catalogue.ts';
import { callApi, resetToSeed, signInToApi } from '../support/emulators.ts';
import { testLot } from '../support/lots.ts';
import { testSku } from '../support/part-numbers.ts';

let adminToken: string;

beforeEach(async () => {
  await resetToSeed();
  adminToken = (await signInToApi('boss@example.com', { admin: true })).accessToken;
});

const getFitment = async () => (await callApi('GET', '/fitment')).body as FitmentOptions;

/** The model years GET /fitment offers, as `make|model|year` strings. */
const offered = (options: FitmentOptions) =>
  options.makes.flatMap(({ make, models }) =>
    models.flatMap(({ model, years }) => years.map((year) => `${make}|${model}|${year}`)),
  );

const everyModelYear = motorcycleModels.flatMap(({ make, model, fromYear, toYear }) =>
  Array.from({ length: toYear - fromYear + 1 }, (_, index) => ({
    make,
    model,
    year: fromYear + index,
  })),
);

/** The model years some part lists itself (parts that fit every bike list none). */
const listedBy = (parts: Pick<Part, 'fitment' | 'fitsAllBikes'>[]) =>
  everyModelYear
    .filter((bike) => parts.some((part) => !part.fitsAllBikes && fitsBike(part, bike)))
    .map(({ make, model, year }) => `${make}|${model}|${year}`);

/** The seed parts that list `bike` themselves. */
const seedPartsListing = (bike: Bike) =>
  seedParts.filter((part) => !part.fitsAllBikes && fitsBike(part, bike));

/** The model year the fewest seed parts list (the test removes them all). */
const rareBike = everyModelYear.toSorted(
  (a, b) => seedPartsListing(a).length - seedPartsListing(b).length,
)[0] as Bike;

const partFor = ({ make, model, year }: Bike) => ({
  name: 'Fork Seal Kit',
  sku: testSku(),
  image: 'https://example.com/fork-seals.jpg',
  price: 24.5,
  availableQuantity: 10,
  lot: testLot,
  minOrder: 1,
  description: 'Two fork seals and dust wipers.',
  category: 'suspension',
  fitsAllBikes: false,
  fitment: [{ make, model, fromYear: year, toYear: year }],
});

const key = ({ make, model, year }: Bike) => `${make}|${model}|${year}`;

describe('GET /fitment', () => {
  it('when anyone asks, then it lists exactly the model years the seed parts list, in the registry order, shared by the CDN', async () => {
    const { status, body, headers } = await callApi('GET', '/fitment');

    expect(status).toBe(200);
    expect(offered(body as FitmentOptions)).toEqual(listedBy(seedParts));
    expect((body as FitmentOptions).makes.map(({ make }) => make)).toContain('Boss Hoss');
    expect(headers.get('cache-control')).toMatch(/^public, .*s-maxage=/);
  });

  it('when every part listing a model year is removed, then it is no longer offered; a new part for it brings it back; moving its fit or removing it takes it away again', async () => {
    for (const { id } of seedPartsListing(rareBike)) {
      expect((await callApi('DELETE', `/parts/${id}`, { token: adminToken })).status).toBe(200);
    }
    const remaining = seedParts.filter((part) => !seedPartsListing(rareBike).includes(part));
    expect(offered(await getFitment())).toEqual(listedBy(remaining));
    expect(offered(await getFitment())).not.toContain(key(rareBike));

    const created = await callApi('POST', '/parts', { token: adminToken, body: partFor(rareBike) });
    expect(created.status).toBe(201);
    expect(offered(await getFitment())).toContain(key(rareBike));

    const id = (created.body as Part)._id;
    const toEveryBike = await callApi('PUT', `/parts/${id}`, {
      token: adminToken,
      body: { fitsAllBikes: true, fitment: [] },
    });
    expect(toEveryBike.status).toBe(200);
    expect(offered(await getFitment())).toEqual(listedBy(remaining));

    await callApi('PUT', `/parts/${id}`, {
      token: adminToken,
      body: { fitsAllBikes: false, fitment: partFor(rareBike).fitment },
    });
    expect(offered(await getFitment())).toContain(key(rareBike));
    expect((await callApi('DELETE', `/parts/${id}`, { token: adminToken })).status).toBe(200);
    expect(offered(await getFitment())).toEqual(listedBy(remaining));
  });

  it('when a seed part that shares its model years with others is removed, then those years stay offered while another part lists them', async () => {
    const [first] = seedParts.filter((part) => !part.fitsAllBikes);
    const rest = seedParts.filter((part) => part.id !== first?.id);

    await callApi('DELETE', `/parts/${first?.id}`, { token: adminToken });

    expect(offered(await getFitment())).toEqual(listedBy(rest));
  });

  it('when a part stored before fitment (no category, no fit) is given one, then it is offered', async () => {
    for (const { id } of seedPartsListing(rareBike)) {
      await callApi('DELETE', `/parts/${id}`, { token: adminToken });
    }
    const { db } = emulatorAdmin();
    const { category, fitment, fitsAllBikes, ...older } = partFor(rareBike);
    await db
      .collection('parts')
      .doc('older-part')
      .set({ ...older, priceCents: 2450, searchTerms: ['fork'], createdAt: new Date() });
    expect([category, fitment.length, fitsAllBikes]).toEqual(['suspension', 1, false]);
    const before = await callApi('GET', '/parts/older-part', { token: adminToken });
    expect(before.body).toMatchObject({ _id: 'older-part', fitment: [], fitsAllBikes: false });

    const given = await callApi('PUT', '/parts/older-part', {
      token: adminToken,
      body: { category, fitsAllBikes, fitment },
    });

    expect(given.status).toBe(200);
    expect(offered(await getFitment())).toContain(key(rareBike));
  });

  it('when an admin sends a part with a fit that is refused, then nothing is offered for it', async () => {
    const { make, model } = rareBike;
    const refused = await callApi('POST', '/parts', {
      token: adminToken,
      body: {
        ...partFor(rareBike),
        fitment: [{ make, model, fromYear: 2030, toYear: 2031 }],
      },
    });

    expect(refused.status).toBe(400);
    expect(offered(await getFitment())).toEqual(listedBy(seedParts));
  });
});
