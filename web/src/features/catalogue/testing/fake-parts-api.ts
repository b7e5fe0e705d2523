import { fitsBike, type FitmentOptions, type Part } from '@moto-parts/contracts';
import { vi } from 'vitest';
import { json } from '@/testing/json-response';

/** `count` parts in catalogue order: part-01, part-02, … */
export function makeParts(count: number): Part[] {
  return Array.from({ length: count }, (_, index) => {
    const n = String(index + 1).padStart(2, '0');
    return {
      _id: `part-${n}`,
      name: `Part ${n}`,
      sku: `MP-T-${n}00`,
      crossReferences: [],
      image: `/images/parts/part-${n}.svg`,
      description: `Description of part ${n}.`,
      price: 10 + index,
      minOrder: 2,
      availableQuantity: 100,
      maxPerOrder: 100,
      weightGrams: 1000,
      category: 'engine',
      fitment: [],
      fitsAllBikes: true,
    };
  });
}

export const brakeDisc: Part = {
  _id: 'drilled-brake-disc',
  name: 'Drilled Brake Disc',
  sku: 'MP-BD-3207',
  crossReferences: [{ brand: 'Yamaha', number: '1WS-F582U-00' }],
  image: '/images/parts/drilled-brake-disc.svg',
  description: 'Floating 320 mm front disc in heat-treated 420 stainless steel.',
  price: 114.5,
  minOrder: 4,
  availableQuantity: 1260,
  maxPerOrder: 100,
  weightGrams: 1000,
  category: 'brakes',
  fitment: [{ make: 'Yamaha', model: 'MT-07', fromYear: 2014, toYear: 2026 }],
  fitsAllBikes: false,
};

/** What the stub's `GET /fitment` answers unless a test gives its own. */
export const fakeFitment: FitmentOptions = {
  makes: [
    {
      make: 'Royal Enfield',
      models: [{ model: 'Classic 350', years: [2019, 2020, 2021] }],
    },
    { make: 'Yamaha', models: [{ model: 'MT-07', years: [2014, 2015] }] },
  ],
};

/**
 * Stubs `fetch` with the API's `GET /parts` over `parts`: `limit`, `q` (a word of the name
 * starts with it, any case), `category`, the bike (`make`, `model`, `year`, by fitsBike),
 * `sort` by price, `after` (cursor) and `X-Total-Count`; and `GET /fitment`. Returns the
 * mock, to read the requests.
 */
export function stubPartsApi(parts: Part[], fitment: FitmentOptions = fakeFitment) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://shop.test');
    if (url.pathname === '/api/fitment') return json(fitment);
    if (url.pathname !== '/api/parts')
      return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
    const query = url.searchParams;
    const limit = Number(query.get('limit') ?? 12);
    const q = (query.get('q') ?? '').toLowerCase();
    const after = query.get('after');
    // As the API searches: a word of the name starts with `q`.
    const startsAWord = new RegExp(
      `(^|[^\\p{L}\\p{N}])${q.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
      'u',
    );
    const make = query.get('make');
    const bike = make && {
      make,
      model: query.get('model') ?? undefined,
      year: query.has('year') ? Number(query.get('year')) : undefined,
    };
    const sort = query.get('sort');
    const matching = parts
      .filter((part) => startsAWord.test(part.name.toLowerCase()))
      .filter((part) => !query.has('category') || part.category === query.get('category'))
      .filter((part) => !bike || fitsBike(part, bike))
      .toSorted((a, b) =>
        sort === 'price-asc' ? a.price - b.price : sort === 'price-desc' ? b.price - a.price : 0,
      );
    const start = after ? matching.findIndex((part) => part._id === after) + 1 : 0;
    return json(matching.slice(start, start + limit), 200, {
      'X-Total-Count': String(matching.length),
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The query of every `GET /parts` the stub has answered, e.g. `{ limit: '12', q: 'brake' }`. */
export function partsRequests(fetch: ReturnType<typeof stubPartsApi>) {
  return fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://shop.test'))
    .filter((url) => url.pathname === '/api/parts')
    .map((url) => Object.fromEntries(url.searchParams));
}
