// Part numbers in the tests (docs/decisions/0036-part-numbers.md): a sku no other part has, for
// a test that adds parts to a catalogue it does not reset between them.
import { randomUUID } from 'node:crypto';

/** A fresh sku ("T-1A2B3C4D"): unique, so a test's new part is never refused as taken. */
export const testSku = () => `T-${randomUUID().slice(0, 8).toUpperCase()}`;
