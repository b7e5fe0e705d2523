import { Ajv2020, type Options } from 'ajv/dist/2020.js';
import addFormats, { type FormatsPlugin } from 'ajv-formats';
import type { OpenAPIObject } from 'openapi3-ts/oas31';

// Node hands this CommonJS default import the plugin; TypeScript, reading the module for Node
// (tests/), types it as the whole module.
const formats = addFormats as unknown as FormatsPlugin;

const documentId = 'openapi.json';

/** An Ajv for the document's schemas: JSON Schema 2020-12 (OpenAPI 3.1's), strict, with formats. */
export function jsonSchemaAjv(options: Options = {}) {
  const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true, ...options });
  formats(ajv);
  return ajv;
}

/**
 * `jsonSchemaAjv` with the document added, so that its `#/components/…` references resolve:
 * for the tests that hold the document and the API's answers to each other.
 */
export function documentAjv(document: OpenAPIObject) {
  const ajv = jsonSchemaAjv();
  // The document's own top-level keys are no JSON Schema keywords: known, and checked by none.
  ajv.addVocabulary(['openapi', 'info', 'servers', 'tags', 'paths', 'components']);
  ajv.addSchema(document, documentId);
  return ajv;
}

/** A `$ref` to what is at `path` in the document (a JSON Pointer, escaped for a URI). */
export const documentRef = (path: readonly string[]) =>
  `${documentId}#/${path
    .map((key) => encodeURIComponent(key.replaceAll('~', '~0').replaceAll('/', '~1')))
    .join('/')}`;
