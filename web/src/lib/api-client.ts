import {
  totalCountHeader,
  type ApiErrorBody,
  type ErrorCode,
  type PartImportError,
  type PathParameterOf,
  type ShortLine,
} from '@moto-parts/contracts';

/** A path of the API with its parameters filled in, each URL-encoded: `apiPath(partPath, { id })`. */
export const apiPath = <Path extends string>(
  path: Path,
  parameters: Record<PathParameterOf<Path>, string>,
): string =>
  path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent((parameters as Record<string, string>)[name] ?? ''),
  );

/** Said when there is no readable answer: the network failed, or a proxy answered in HTML. */
export const unreachableMessage = 'Could not reach the shop; please try again';

/** A failed API call, carrying the server's `{ error: { code, message, fields? } }`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The HTTP status, or 0 when no response arrived. */
  readonly status: number;
  readonly code: ErrorCode | 'unknown';
  /** Per-field messages of a validation error, keyed by the field's path. */
  readonly fields: Record<string, string>;
  /** An order's lines short of stock (409 of `POST /order`), each with what is left. */
  readonly lines: ShortLine[];
  /** A parts import's errors, each with its row and column (400 and 409 of `POST /imports/parts`). */
  readonly rows: PartImportError[];

  constructor(
    status: number,
    code: ErrorCode | 'unknown',
    message: string,
    fields: Record<string, string> = {},
    lines: ShortLine[] = [],
    rows: PartImportError[] = [],
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.lines = lines;
    this.rows = rows;
  }
}

const accessTokenKey = 'accessToken';
// Where localStorage is blocked the token lives for this page only, like Firebase's own
// in-memory fallback.
let memoryToken: string | null = null;

export function getAccessToken(): string | null {
  try {
    return localStorage.getItem(accessTokenKey);
  } catch {
    return memoryToken;
  }
}

/** Stores the API's access token (docs/product.md: localStorage `accessToken`); null removes it. */
export function setAccessToken(token: string | null) {
  memoryToken = token;
  try {
    if (token === null) localStorage.removeItem(accessTokenKey);
    else localStorage.setItem(accessTokenKey, token);
  } catch {
    // Storage blocked: memoryToken holds it.
  }
}

type TokenRefresher = () => Promise<string | null>;
let tokenRefresher: TokenRefresher | null = null;
let pendingRefresh: Promise<string | null> | null = null;

/**
 * Lets the auth feature tell the client how to get a fresh access token after a 401 (lib
 * must not import features). The refresher stores the token and returns it, or null when
 * nobody is signed in.
 */
export function setTokenRefresher(refresher: TokenRefresher | null) {
  tokenRefresher = refresher;
}

// Calls that fail together with 401 share one token exchange.
function refreshAccessToken(refresher: TokenRefresher): Promise<string | null> {
  pendingRefresh ??= refresher()
    .catch(() => null)
    .finally(() => {
      pendingRefresh = null;
    });
  return pendingRefresh;
}

export interface RequestOptions {
  /**
   * Bearer token to send instead of the stored access token; a 401 is then final. The token
   * exchange uses it to send the Firebase ID token.
   */
  token?: string;
  /**
   * Send no token: a public read whose answer the CDN shares between all callers, which a
   * token would make the caller's own (the API varies its cache on `Authorization`).
   */
  anonymous?: boolean;
  /** Extra request headers, such as `Idempotency-Key`. */
  headers?: Record<string, string>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function send(
  method: Method,
  path: string,
  body: unknown,
  token: string | null,
  extraHeaders: Record<string, string> = {},
) {
  const headers: Record<string, string> = { ...extraHeaders, Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(`/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'unknown', unreachableMessage);
  }
}

function isErrorBody(data: unknown): data is ApiErrorBody {
  if (typeof data !== 'object' || data === null || !('error' in data)) return false;
  const { error } = data;
  return typeof error === 'object' && error !== null && 'message' in error;
}

async function read<T>(response: Response): Promise<T> {
  let data: unknown;
  try {
    const text = await response.text();
    data = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: a proxy's or the Hosting fallback's HTML page, or a cut-off body.
    throw new ApiError(response.status, 'unknown', unreachableMessage);
  }
  if (response.ok) return data as T;
  if (isErrorBody(data)) {
    const { code, message, fields, lines, rows } = data.error;
    throw new ApiError(response.status, code, message, fields, lines, rows);
  }
  throw new ApiError(response.status, 'unknown', unreachableMessage);
}

async function respond(
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions,
): Promise<Response> {
  const token = options.anonymous ? null : (options.token ?? getAccessToken());
  const response = await send(method, path, body, token, options.headers);
  const refresher = tokenRefresher;
  if (response.status === 401 && !options.anonymous && options.token === undefined && refresher) {
    // The access token is short-lived: exchange the Firebase session for a new one, once.
    const token = await refreshAccessToken(refresher);
    if (token) return send(method, path, body, token, options.headers);
  }
  return response;
}

async function request<T>(
  method: Method,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  return read<T>(await respond(method, path, body, options));
}

/** One page of a list: the items, and how many match in all (`X-Total-Count`). */
export interface Page<T> {
  items: T[];
  total: number;
}

async function getPage<T>(path: string, options: RequestOptions = {}): Promise<Page<T>> {
  const response = await respond('GET', path, undefined, options);
  const items = await read<T[]>(response);
  const total = Number(response.headers.get(totalCountHeader));
  return { items, total: Number.isFinite(total) ? total : items.length };
}

/** A file the API answers (a CSV export), and the name it gives it. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/**
 * A file of the API (`GET`), whole: its bytes and the name in its `Content-Disposition`. Its
 * errors are JSON, as every call's.
 */
async function download(path: string, options: RequestOptions = {}): Promise<DownloadedFile> {
  const response = await respond('GET', path, undefined, options);
  if (!response.ok) return read<never>(response);
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'download';
  return { blob: await response.blob(), filename };
}

/** THE client of the shop's API (`/api/…` on the same origin): JSON in and out, and downloads. */
export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  getPage,
  download,
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, body, options),
  delete: <T>(path: string, options?: RequestOptions) =>
    request<T>('DELETE', path, undefined, options),
};
