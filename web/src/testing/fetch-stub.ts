import { vi } from 'vitest';

/** Stubs `fetch` to answer `responses` in turn; returns the mock, to read the requests. */
export function stubFetch(...responses: Response[]) {
  const fetchMock = vi.fn<typeof fetch>();
  for (const response of responses) fetchMock.mockResolvedValueOnce(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The method, path, JSON body and headers of the `call`-th request. */
export function sentRequest(fetchMock: ReturnType<typeof stubFetch>, call: number) {
  const [path, init] = fetchMock.mock.calls[call] ?? [];
  return {
    method: init?.method,
    path: String(path),
    body: init?.body === undefined ? undefined : (JSON.parse(String(init.body)) as unknown),
    headers: new Headers(init?.headers),
  };
}
