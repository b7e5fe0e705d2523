import type { Order } from '@moto-parts/contracts';
import { vi } from 'vitest';
import { json } from '@/testing/json-response';

/** A pending order of 4 Drilled Brake Discs ($458.00) by the demo rider. */
export const pendingOrder: Order = {
  _id: 'order-1',
  lines: [
    {
      partId: 'drilled-brake-disc',
      name: 'Drilled Brake Disc',
      unitPrice: 114.5,
      quantity: 4,
      lineTotal: 458,
    },
  ],
  subtotal: 458,
  shipping: 0,
  shippingAddress: null,
  shippingMethod: { id: 'arranged', name: 'Arranged by the shop' },
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
  // Inside its hold: the hold ends half an hour after the test starts.
  holdEndsAt: new Date(Date.now() + 30 * 60_000).toISOString(),
  refundId: null,
  refundStatus: null,
  refundFailureReason: null,
  dispute: null,
  createdAt: '2026-11-12T12:00:00.000Z',
  updatedAt: '2026-11-12T12:00:00.000Z',
};

export const apiError = (status: number, code: string, message: string) =>
  json({ error: { code, message } }, status);

/** What a route answers: a response, or one that is still on its way. */
type Answer = () => Response | Promise<Response>;

/**
 * Stubs `fetch` with one answer per route, keyed `'METHOD /api/path'`: the order, its client
 * secret and Stripe.js load together, so answers go by route, not by turn. An unexpected
 * request answers 500 with its route, which the screen then shows. Returns the mock.
 */
export function stubPaymentsApi(answers: Record<string, Answer>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const route = `${init?.method ?? 'GET'} ${String(input)}`;
    return answers[route]?.() ?? apiError(500, 'internal', `Unexpected request: ${route}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The method, path and JSON body of every request, in the order they were sent. */
export function sentRequests(fetchMock: ReturnType<typeof stubPaymentsApi>) {
  return fetchMock.mock.calls.map(([path, init]) => ({
    method: init?.method,
    path: String(path),
    body: init?.body === undefined ? undefined : (JSON.parse(String(init.body)) as unknown),
  }));
}

/** A response the test sends when it chooses: `answer` is the route's answer, `send` sends it. */
export function later() {
  let send!: (response: Response) => void;
  const response = new Promise<Response>((resolve) => (send = resolve));
  return { answer: () => response, send };
}
