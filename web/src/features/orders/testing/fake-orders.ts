import type { Order } from '@moto-parts/contracts';
import { vi } from 'vitest';

/** A pending order of 4 Drilled Brake Discs by the demo rider; `overrides` change it. */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: 'order-1',
    partId: 'drilled-brake-disc',
    name: 'Drilled Brake Disc',
    customerName: 'Rider Demo',
    email: 'rider@moto-parts.test',
    address: '12 Harbour Road, Bristol',
    phone: '447700900123',
    quantity: 4,
    unitPrice: 114.5,
    totalPrice: 458,
    status: 'pending',
    paid: false,
    transactionId: null,
    refundDueTransactionId: null,
    createdAt: '2026-11-12T12:00:00.000Z',
    updatedAt: '2026-11-12T12:00:00.000Z',
    ...overrides,
  };
}

/** Stubs `fetch` to answer `responses` in turn; returns the mock, to read the requests. */
export function stubFetch(...responses: Response[]) {
  const fetchMock = vi.fn<typeof fetch>();
  for (const response of responses) fetchMock.mockResolvedValueOnce(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The method, path and JSON body of the `call`-th request. */
export function sentRequest(fetchMock: ReturnType<typeof stubFetch>, call: number) {
  const [path, init] = fetchMock.mock.calls[call] ?? [];
  return {
    method: init?.method,
    path: String(path),
    body: init?.body === undefined ? undefined : (JSON.parse(String(init.body)) as unknown),
    headers: new Headers(init?.headers),
  };
}
