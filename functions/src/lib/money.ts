/** Money lives in integer cents on the server; the wire shows dollars (SPEC: currency $). */
export const centsToDollars = (cents: number) => cents / 100;
