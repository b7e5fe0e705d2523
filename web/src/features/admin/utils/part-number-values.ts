import { normalizePartNumber, type CrossReference, type Part } from '@moto-parts/contracts';
import type { FormikProps } from 'formik';

/** The part of a product form that numbers the part (docs/decisions/0036-part-numbers.md). */
export interface PartNumberValues {
  sku: string;
  crossReferences: CrossReference[];
}

export const emptyPartNumbers: PartNumberValues = { sku: '', crossReferences: [] };

/** A part's numbers as Manage Product's edit starts them. */
export const partNumberValuesOf = ({ sku, crossReferences }: Part): PartNumberValues => ({
  sku,
  crossReferences: crossReferences.map((reference) => ({ ...reference })),
});

const sameReferences = (a: CrossReference[], b: CrossReference[]) =>
  a.length === b.length &&
  a.every(
    (reference, at) =>
      reference.brand.trim() === b[at]?.brand &&
      normalizePartNumber(reference.number) === normalizePartNumber(b[at]?.number ?? ''),
  );

/**
 * What the form changes of `part`'s numbers: a sku written otherwise ("mp-bd-3207" for
 * "MP-BD-3207") is a change only when it is not the same number; the list is sent whole.
 */
export function partNumberChanges({ sku, crossReferences }: PartNumberValues, part: Part) {
  return {
    sku: sku.trim().toUpperCase() === part.sku ? undefined : sku,
    crossReferences: sameReferences(crossReferences, part.crossReferences)
      ? undefined
      : crossReferences,
  };
}

/** The messages of the numbers it replaces, by path (`crossReferences[0].number`), once a submit was tried. */
export const crossReferenceErrorsOf =
  <Values extends PartNumberValues>(formik: FormikProps<Values>) =>
  (path: string) =>
    formik.submitCount > 0
      ? (formik.errors as Record<string, string | undefined>)[path]
      : undefined;
