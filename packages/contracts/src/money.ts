/** Whether dollars `value` are whole cents (at most 2 decimals); undefined is left to `required`. */
export const isWholeCents = (value: number | undefined) =>
  value === undefined || Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
