import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { SchemaObject } from 'openapi3-ts/oas31';
import { createGenerator } from 'ts-json-schema-generator';

const contractsEntry = createRequire(import.meta.url).resolve('@moto-parts/contracts');

/**
 * The JSON Schemas of the named types of packages/contracts and of every type they use, by
 * name, generated from the TypeScript itself (its doc comments become descriptions, and
 * `@format` tags formats), with their `$ref`s pointing into `components.schemas`.
 */
export function contractSchemas(typeNames: readonly string[]): Record<string, SchemaObject> {
  const { definitions = {} } = createGenerator({
    path: contractsEntry,
    tsconfig: join(dirname(contractsEntry), '../tsconfig.json'),
    // `npm run typecheck` checks these types; the generator only reads them.
    skipTypeCheck: true,
  }).createSchema([...typeNames]);
  return JSON.parse(JSON.stringify(definitions), (key, value: unknown) =>
    key === '$ref' && typeof value === 'string'
      ? value.replace('#/definitions/', '#/components/schemas/')
      : value,
  ) as Record<string, SchemaObject>;
}
