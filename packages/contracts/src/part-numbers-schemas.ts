import { array, object, string } from 'yup';
import {
  brandMaxLength,
  crossReferencesMax,
  normalizePartNumber,
  partNumberMaxLength,
  partNumberMinCharacters,
  partNumberPattern,
} from './part-numbers.ts';

/**
 * Text trimmed, transformed only when it is text: yup's own `trim` throws on an object given
 * for it inside a list (a TypeError, so a 500), where this leaves it to fail as not text.
 */
const text = (label: string, change = (value: string) => value) =>
  string()
    .typeError(`${label} must be text`)
    .transform((value: unknown) => (typeof value === 'string' ? change(value.trim()) : value));

/** A part number (see `partNumberPattern`), kept as written but in capitals. */
const partNumberSchema = (label: string) =>
  text(label, (value) => value.toUpperCase())
    .max(partNumberMaxLength, `${label} must be at most ${partNumberMaxLength} characters`)
    .matches(
      partNumberPattern,
      `${label} is letters and digits, with single -, ., / or spaces between them`,
    )
    .test(
      'long-enough',
      `${label} needs at least ${partNumberMinCharacters} letters or digits`,
      (number) =>
        typeof number !== 'string' || normalizePartNumber(number).length >= partNumberMinCharacters,
    );

/** The maker's own part number, unique in the shop (the server answers 409 for a taken one). */
export const skuSchema = partNumberSchema('Part number');

const crossReferenceSchema = object({
  brand: text('Brand')
    .required('Brand is required')
    .max(brandMaxLength, `Brand must be at most ${brandMaxLength} characters`),
  number: partNumberSchema('Number').required('Number is required'),
});

/** The numbers a part replaces: each once (compared as a search compares them). */
export const crossReferencesSchema = array(crossReferenceSchema)
  .max(crossReferencesMax, `List at most ${crossReferencesMax} numbers it replaces`)
  .test('each-once', 'Each number it replaces once', (references) => {
    if (!references) return true;
    // Only those given as text: any other is refused as not text.
    const numbers = references
      // An entry that is not an object (null) has no number: the entry's own schema refuses it.
      .map((reference) => (reference as { number?: unknown } | null)?.number)
      .filter((number) => typeof number === 'string')
      .map(normalizePartNumber);
    return new Set(numbers).size === numbers.length;
  });
