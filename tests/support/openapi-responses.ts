// Holds an answer of the API to its OpenAPI document (docs/decisions/0024-openapi-document.md): its status must be
// one the document lists for the call, and its body and the headers the document states must
// be what it says of that status. A call the document does not have must be answered 404.
import { existsSync, readFileSync } from 'node:fs';
import type {
  HeaderObject,
  OpenAPIObject,
  OperationObject,
  ReferenceObject,
  RequestBodyObject,
  ResponseObject,
  SchemaObject,
} from 'openapi3-ts/oas31';
import { httpMethods } from '../../functions/src/openapi/api-calls.ts';
import { documentAjv, documentRef } from '../../functions/src/openapi/document-ajv.ts';
import { errorStatuses } from '../../functions/src/openapi/error-responses.ts';

/** Where an object of the document is (a JSON Pointer's keys), and the object. */
interface Located<T> {
  at: string[];
  value: T;
}

interface Operation {
  method: (typeof httpMethods)[number];
  path: string;
  /** Matches a concrete path as Express does: any case, with or without a trailing slash. */
  pattern: RegExp;
  /** How many of its segments are no `{parameter}`: `/order/counts` wins over `/order/{id}`. */
  literalSegments: number;
  operation: OperationObject;
}

const patternOf = (path: string) =>
  new RegExp(
    `^${path
      .split('/')
      .map((segment) =>
        /^\{\w+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/')}/?$`,
    'i',
  );

/** The path as the app routes it: no query, no `/api` of the Hosting rewrite. */
const routedPath = (requestPath: string) =>
  (requestPath.split('?')[0] ?? '').replace(/^\/api(?=\/|$)/i, '') || '/';

const shown = (body: unknown) => JSON.stringify(body)?.slice(0, 500) ?? String(body);

/** A checker of answers against `document`: throws, saying why, when one does not match it. */
export function responseChecker(document: OpenAPIObject) {
  const ajv = documentAjv(document);
  const operations: Operation[] = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    httpMethods.flatMap((method) => {
      const operation = item[method];
      if (!operation) return [];
      const literalSegments = path.split('/').filter((segment) => !segment.includes('{')).length;
      return [{ method, path, pattern: patternOf(path), literalSegments, operation }];
    }),
  );

  const valueAt = (at: string[]) =>
    at.reduce<unknown>((object, key) => (object as Record<string, unknown>)[key], document);

  /** The object, or what it refers to when it is a reference (`#/components/…`). */
  function resolve<T extends object>(at: string[], value: T | ReferenceObject): Located<T> {
    if (!('$ref' in value)) return { at, value };
    const refAt = value.$ref.replace(/^#\//, '').split('/');
    return { at: refAt, value: valueAt(refAt) as T };
  }

  function expectMatches(at: string[], value: unknown, what: string) {
    const ref = documentRef(at);
    const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
    if (!validate(value)) {
      throw new Error(`${what}: ${ajv.errorsText(validate.errors)}\n${shown(value)}`);
    }
  }

  function expectHeaders(response: Located<ResponseObject>, headers: Headers, what: string) {
    for (const [name, header] of Object.entries(response.value.headers ?? {})) {
      const { at, value } = resolve<HeaderObject>([...response.at, 'headers', name], header);
      const raw = headers.get(name);
      if (raw === null) {
        if (value.required) throw new Error(`${what}: the header ${name} is missing`);
        continue;
      }
      const { type } = value.schema as SchemaObject;
      const parsed = type === 'integer' || type === 'number' ? Number(raw) : raw;
      expectMatches([...at, 'schema'], parsed, `${what}: the header ${name} (${raw})`);
    }
  }

  /**
   * An accepted request's body must be one the document accepts: the document and the API's
   * validation must agree, so a body the document calls invalid is one the API refuses.
   */
  function expectAcceptedBody(found: Operation, requestBody: unknown, what: string) {
    const listed = found.operation.requestBody;
    if (!listed) return;
    const at = ['paths', found.path, found.method, 'requestBody'];
    const { at: bodyAt, value } = resolve<RequestBodyObject>(at, listed);
    if (!value.content?.['application/json']) return;
    const schemaAt = [...bodyAt, 'content', 'application/json', 'schema'];
    const ref = documentRef(schemaAt);
    const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
    if (!validate(requestBody)) {
      throw new Error(
        `${what} to a body the document refuses (${ajv.errorsText(validate.errors)})\n${shown(requestBody)}`,
      );
    }
  }

  return function expectResponseMatchesDocument(
    method: string,
    requestPath: string,
    status: number,
    headers: Headers,
    body: unknown,
    /** What was sent: its JSON body, when it had one. */
    request?: { body?: unknown },
  ) {
    const path = routedPath(requestPath);
    const found = operations
      .filter((one) => one.method === method.toLowerCase() && one.pattern.test(path))
      .sort((a, b) => b.literalSegments - a.literalSegments)[0];
    const what = `${method.toUpperCase()} ${requestPath} answered ${status}`;
    let response: Located<ResponseObject>;
    if (found) {
      const listed = found.operation.responses?.[String(status)] as
        ResponseObject | ReferenceObject | undefined;
      if (!listed) {
        const statuses = Object.keys(found.operation.responses ?? {}).join(', ');
        throw new Error(
          `${what}, which the document does not list for ${found.method.toUpperCase()} ${found.path} (${statuses})\n${shown(body)}`,
        );
      }
      response = resolve(['paths', found.path, found.method, 'responses', String(status)], listed);
      if (request?.body !== undefined && status < 400) {
        expectAcceptedBody(found, request.body, what);
      }
    } else {
      // No such call: the app's last route answers 404 `not_found` (middleware/error-handler.ts),
      // unless the body parser, which reads every request's body before routing, refused the
      // body first (400 `malformed_json`, 413).
      if (status !== 404 && status !== 400 && status !== 413) {
        throw new Error(`${what}: the document has no such call\n${shown(body)}`);
      }
      const at = ['components', 'responses', errorStatuses[status].name];
      response = { at, value: valueAt(at) as ResponseObject };
    }
    expectHeaders(response, headers, what);
    // JSON, or a file (a CSV export, its text as the body): what the document says it is.
    const [mediaType] = Object.keys(response.value.content ?? {});
    if (mediaType === undefined) return;
    if (!headers.get('content-type')?.startsWith(mediaType)) {
      const expected = mediaType === 'application/json' ? 'JSON' : mediaType;
      throw new Error(`${what} as ${headers.get('content-type')}, not ${expected}\n${shown(body)}`);
    }
    expectMatches([...response.at, 'content', mediaType, 'schema'], body, what);
  };
}

export type ExpectResponseMatchesDocument = ReturnType<typeof responseChecker>;

/** What `npm run build` writes, and the emulated API serves at `/api/openapi.json`. */
const builtDocument = new URL('../../functions/lib/openapi.json', import.meta.url);

let againstBuiltDocument: ExpectResponseMatchesDocument | undefined;

/**
 * Throws unless the answer is one the built document describes for the call (see
 * `responseChecker`). For the API suites, on every answer they get, success and error alike.
 */
export function expectResponseMatchesDocument(
  ...answer: Parameters<ExpectResponseMatchesDocument>
) {
  if (!againstBuiltDocument) {
    if (!existsSync(builtDocument)) {
      throw new Error('No functions/lib/openapi.json: `npm run build -w functions` writes it');
    }
    againstBuiltDocument = responseChecker(JSON.parse(readFileSync(builtDocument, 'utf8')));
  }
  againstBuiltDocument(...answer);
}
