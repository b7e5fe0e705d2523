import type { LotInput } from '@moto-parts/contracts';

/** A form's lot of new units: its batch code and the day it was made (`YYYY-MM-DD`). */
export interface LotValues {
  lotCode: string;
  lotMadeOn: string;
}

export const emptyLot: LotValues = { lotCode: '', lotMadeOn: '' };

/** The `lot` of the body, once either field is filled; the shared schema checks the rest. */
export const lotOf = ({ lotCode, lotMadeOn }: LotValues): LotInput | undefined =>
  lotCode || lotMadeOn ? { code: lotCode.trim(), madeOn: lotMadeOn } : undefined;

/**
 * The shared schema names a lot's messages by the body's paths (`lot`, `lot.code`,
 * `lot.madeOn`); the form's fields are `lotCode` and `lotMadeOn`.
 */
export function withLotFieldErrors<Errors extends object>(errors: Errors): Errors {
  const {
    lot,
    'lot.code': code,
    'lot.madeOn': madeOn,
    ...rest
  } = errors as Record<string, string | undefined>;
  return {
    ...rest,
    ...(code || lot ? { lotCode: code ?? lot } : {}),
    ...(madeOn ? { lotMadeOn: madeOn } : {}),
  } as Errors;
}
