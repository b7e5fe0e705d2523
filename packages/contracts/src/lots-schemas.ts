import { array, object, string, type InferType } from 'yup';
import {
  isCalendarDate,
  latestMadeOn,
  lotCodePattern,
  lotsMax,
  recallLotsMax,
  recallMessageMaxLength,
} from './lots.ts';
import { partIdSchema, quantitySchema } from './orders-schemas.ts';

const lotCodeMessage = 'A lot code is 1 to 40 letters, digits, -, _ or /';

/** A batch code (see `lotCodePattern`). */
export const lotCodeSchema = string()
  .strict()
  .typeError(lotCodeMessage)
  .required('Lot code is required')
  // The pattern bounds it too; `max` also tells the API's document how long it may be.
  .max(40, lotCodeMessage)
  .matches(lotCodePattern, lotCodeMessage);

/** Each code once. */
const uniqueCodes = (codes: readonly unknown[]) => new Set(codes).size === codes.length;

/**
 * A lot as a restock or a new part names it: its code and the day it was made, a real date
 * that is not in the future (see `latestMadeOn`).
 */
export const lotInputSchema = object({
  code: lotCodeSchema,
  madeOn: string()
    .strict()
    .typeError('Made on must be a date, YYYY-MM-DD')
    .required('Made on is required')
    .length(10, 'Made on must be a date, YYYY-MM-DD')
    .test('date', 'Made on must be a date, YYYY-MM-DD', (date) => isCalendarDate(date))
    .test(
      'not-future',
      'Made on cannot be in the future',
      (date) => date <= latestMadeOn(new Date()),
    ),
})
  .noUnknown('A lot has only code and madeOn')
  .strict()
  .optional()
  .default(undefined);

export type LotInputValue = InferType<typeof lotInputSchema>;

/**
 * The lots a parcel's line takes, as an admin picks them: each lot once, together as many
 * units as the line ships (the line's own test checks the sum).
 */
export const lotUnitsInputSchema = array(
  object({ code: lotCodeSchema, quantity: quantitySchema })
    .noUnknown('A lot of a line has only code and quantity')
    .strict(),
)
  .min(1, 'Name at least one lot, or leave lots out')
  .max(lotsMax, `A line takes at most ${lotsMax} lots`)
  .test('one-entry-per-lot', 'Give each lot once', (lots) =>
    uniqueCodes((lots ?? []).map((lot) => (lot as { code?: unknown } | null)?.code)),
  )
  .optional()
  .default(undefined);

/**
 * Body of `POST /recalls` (admins): lots of one part are bad. The lots stop being packed, and
 * every buyer whose parcels held one hears `message`.
 */
export const recallInputSchema = object({
  partId: partIdSchema,
  lots: array(lotCodeSchema)
    .strict()
    .required('Name the lots to recall')
    .min(1, 'Name the lots to recall')
    .max(recallLotsMax, `A recall names at most ${recallLotsMax} lots`)
    .test('one-entry-per-lot', 'Give each lot once', (codes) => uniqueCodes(codes ?? [])),
  message: string()
    .trim()
    .required('Say what is wrong and what buyers should do')
    .max(recallMessageMaxLength, `A message has at most ${recallMessageMaxLength} characters`),
});

export type RecallInput = InferType<typeof recallInputSchema>;
