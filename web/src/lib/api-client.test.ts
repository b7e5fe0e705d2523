import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderStatusPath, partsPath, userPath } from '@moto-parts/contracts';
import {
  api,
  ApiError,
  apiPath,
  setAccessToken,
  setTokenRefresher,
  unreachableMessage,
} from './api-client';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const unauthenticated = () =>
  json(401, { error: { code: 'unauthenticated', message: 'Sign in again' } });

function stubFetch(...responses: (Response | Error)[]) {
  const fetchMock = vi.fn<typeof fetch>();
  for (const response of responses) {
    if (response instanceof Error) fetchMock.mockRejectedValueOnce(response);
    else fetchMock.mockResolvedValueOnce(response);
  }
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sentHeaders(fetchMock: ReturnType<typeof stubFetch>, call = 0) {
  return new Headers(fetchMock.mock.calls[call]?.[1]?.headers);
}

afterEach(() => setTokenRefresher(null));

describe('apiPath', () => {
  it('fills each parameter, URL-encoded, so a value cannot reach another path', () => {
    expect(apiPath(userPath, { email: 'a+b@example.com' })).toBe('/user/a%2Bb%40example.com');
    expect(apiPath(orderStatusPath, { id: '../parts' })).toBe('/order/..%2Fparts/status');
  });

  it('leaves a path without parameters as it is', () => {
    expect(apiPath(partsPath, {})).toBe('/parts');
  });
});

describe('api client', () => {
  it('when an access token is stored, then it is sent as a bearer token to /api', async () => {
    setAccessToken('access-1');
    const fetchMock = stubFetch(json(200, [{ _id: 'p1' }]));

    const parts = await api.get<{ _id: string }[]>('/parts');

    expect(parts).toEqual([{ _id: 'p1' }]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/parts');
    expect(sentHeaders(fetchMock).get('Authorization')).toBe('Bearer access-1');
  });

  it('when a call is anonymous, then no token is sent even though one is stored', async () => {
    setAccessToken('access-1');
    const fetchMock = stubFetch(json(200, [{ _id: 'p1' }]));

    await api.getPage('/parts?limit=12', { anonymous: true });

    expect(sentHeaders(fetchMock).has('Authorization')).toBe(false);
  });

  it('when a body is posted, then it is sent as JSON', async () => {
    const fetchMock = stubFetch(json(201, { _id: 'r1' }));

    await api.post('/reviews', { rating: 5 });

    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"rating":5}');
    expect(sentHeaders(fetchMock).get('Content-Type')).toBe('application/json');
  });

  it('when a call gets 401, then the token is re-exchanged once and the call retried with it', async () => {
    setAccessToken('expired');
    const refresher = vi.fn(async () => {
      setAccessToken('fresh');
      return 'fresh';
    });
    setTokenRefresher(refresher);
    const fetchMock = stubFetch(unauthenticated(), json(200, { admin: true }));

    const answer = await api.get<{ admin: boolean }>('/admin/rider%40moto-parts.test');

    expect(answer).toEqual({ admin: true });
    expect(refresher).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sentHeaders(fetchMock, 1).get('Authorization')).toBe('Bearer fresh');
  });

  it('when the retry gets 401 too, then it does not exchange again and throws the 401', async () => {
    const refresher = vi.fn(async () => 'fresh');
    setTokenRefresher(refresher);
    const fetchMock = stubFetch(unauthenticated(), unauthenticated());

    const failure = api.get('/order');

    await expect(failure).rejects.toMatchObject({ status: 401, message: 'Sign in again' });
    expect(refresher).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('when nobody is signed in, then a 401 is thrown without a retry', async () => {
    setTokenRefresher(async () => null);
    const fetchMock = stubFetch(unauthenticated());

    await expect(api.get('/order')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('when a token is passed explicitly, then it replaces the stored one and a 401 is final', async () => {
    setAccessToken('access-1');
    const refresher = vi.fn(async () => 'fresh');
    setTokenRefresher(refresher);
    const fetchMock = stubFetch(unauthenticated());

    await expect(
      api.put('/user/a%40b.c', { email: 'a@b.c' }, { token: 'id-token' }),
    ).rejects.toThrow(ApiError);
    expect(sentHeaders(fetchMock).get('Authorization')).toBe('Bearer id-token');
    expect(refresher).not.toHaveBeenCalled();
  });

  it('when the server answers an error body, then ApiError carries its status, code, message and fields', async () => {
    stubFetch(
      json(400, {
        error: {
          code: 'validation_failed',
          message: 'Check the highlighted fields',
          fields: { quantity: 'Quantity must be at least 10' },
        },
      }),
    );

    const error = await api.post('/order', { quantity: 1 }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Check the highlighted fields',
      fields: { quantity: 'Quantity must be at least 10' },
    });
  });

  it('when an error response is not JSON, then ApiError says the shop could not be reached', async () => {
    stubFetch(new Response('<html><body>Bad Request</body></html>', { status: 400 }));

    await expect(api.get('/parts')).rejects.toMatchObject({
      status: 400,
      code: 'unknown',
      message: unreachableMessage,
    });
  });

  it('when the network fails, then ApiError says the shop could not be reached', async () => {
    stubFetch(new TypeError('Failed to fetch'));

    await expect(api.get('/parts')).rejects.toMatchObject({
      status: 0,
      message: unreachableMessage,
    });
  });
});
