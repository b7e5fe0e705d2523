import { vi } from 'vitest';
import { json } from './json-response';

/** Stubs `fetch` to answer `responses` in turn; returns the mock, to read the requests. */
export function stubFetch(...responses: Response[]) {
  const fetchMock = vi.fn<typeof fetch>();
  for (const response of responses) fetchMock.mockResolvedValueOnce(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

type FetchMock = ReturnType<typeof stubFetch>;

/** The method, path and JSON body of the `call`-th request. */
export function sentRequest(fetchMock: FetchMock, call: number) {
  const [path, init] = fetchMock.mock.calls[call] ?? [];
  return {
    method: init?.method,
    path: String(path),
    body: init?.body === undefined ? undefined : (JSON.parse(String(init.body)) as unknown),
  };
}

/** The headers of the `call`-th request. */
export const sentHeaders = (fetchMock: FetchMock, call: number) =>
  new Headers(fetchMock.mock.calls[call]?.[1]?.headers);

/** An API error answer, as the one error handler writes it. */
export const apiError = (status: number, code: string, message: string, more: object = {}) =>
  json({ error: { code, message, ...more } }, status);

/** What a route answers: a response, or one that is still on its way. */
type Answer = () => Response | Promise<Response>;

/**
 * Stubs `fetch` with one answer per route, keyed `'METHOD /api/path'`, for screens whose
 * requests go out together (their order is not the test's business). An unexpected request
 * answers 500 with its route, which the screen then shows. Returns the mock.
 */
export function stubRoutes(answers: Record<string, Answer>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const route = `${init?.method ?? 'GET'} ${String(input)}`;
    return answers[route]?.() ?? apiError(500, 'internal', `Unexpected request: ${route}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The method, path and JSON body of every request, in the order they were sent. */
export function sentRequests(fetchMock: FetchMock) {
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
