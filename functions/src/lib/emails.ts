/** Emails compare case-insensitively everywhere in the shop. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export const sameEmail = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && normalizeEmail(a) === normalizeEmail(b);
