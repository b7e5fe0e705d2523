import { vi } from 'vitest';

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
