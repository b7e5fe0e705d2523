import { readFileSync } from 'node:fs';
import { createReviewInputSchema } from '@moto-parts/contracts';
import { describe, expect, it } from 'vitest';

// firestore.rules says, for each collection, which fields its documents hold: the list a
// reader of the rules trusts. This keeps it equal to the `*Doc` type the API writes.

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const rules = read('../../../firestore.rules');

/** The fields firestore.rules lists for `XDoc`: "(XDoc): a (note), b, c. More prose". */
function fieldsInRules(docType: string): string[] {
  const comment = rules
    .split('\n')
    .map((line) => line.trim().replace(/^\/\/\s*(-\s*)?/, ''))
    .join(' ');
  const listed = new RegExp(`\\(${docType}\\): (.*?)\\.(\\s|$)`).exec(comment)?.[1] ?? '';
  return listed
    .replace(/\([^)]*\)/g, '')
    .split(',')
    .map((field) => field.trim())
    .filter(Boolean);
}

/** The fields of `interface XDoc { … }` in a service's source, optional ones included. */
function fieldsOfType(source: string, docType: string): string[] {
  const body = new RegExp(`export interface ${docType}[^{]*\\{([\\s\\S]*?)\\n\\}`).exec(
    read(source),
  )?.[1];
  return [...(body ?? '').matchAll(/^ {2}(\w+)\??:/gm)].map((match) => match[1] ?? '');
}

describe('firestore.rules field comments', () => {
  it.each([
    ['PartDoc', './parts.ts', []],
    ['PartSkuDoc', './part-skus.ts', []],
    ['OrderDoc', './orders.ts', []],
    ['UserDoc', './users.ts', []],
    ['StockMovementDoc', './stock-movements.ts', []],
    ['FitmentSummaryDoc', './fitment-summary.ts', []],
    ['MailDoc', './mail.ts', []],
    ['MailQuotaDoc', './mail.ts', []],
    ['HoldReleaseLeaseDoc', './hold-releases.ts', []],
    ['RateLimitDoc', './rate-limits.ts', []],
    ['ShippingSettingsDoc', './shipping.ts', []],
    ['ReturnSettingsDoc', './return-settings.ts', []],
    ['OrderEventDoc', './order-history.ts', []],
    ['RecallDoc', './recalls.ts', []],
    ['SalesMonthDoc', './sales-months.ts', []],
    ['OrderNumberCounterDoc', './order-numbers.ts', []],
    ['PartsImportDoc', './parts-imports.ts', []],
    ['SchemaDoc', '../../../scripts/lib/migrations.ts', []],
    // Written by the web app, so its type is the contracts'.
    ['CartDoc', '../../../packages/contracts/src/cart.ts', []],
    ['GarageDoc', '../../../packages/contracts/src/garage.ts', []],
    // ReviewDoc extends the review's input: its fields come from the shared schema.
    ['ReviewDoc', './reviews.ts', Object.keys(createReviewInputSchema.fields)],
  ])(
    'when %s is compared with its rules comment, then they list the same fields',
    (docType, source, inherited) => {
      const inType = [...inherited, ...fieldsOfType(source, docType)];

      expect(inType.length).toBeGreaterThan(0);
      expect(fieldsInRules(docType).toSorted()).toEqual(inType.toSorted());
    },
  );
});
