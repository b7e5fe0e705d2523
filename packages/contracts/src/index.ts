export * from './errors.ts';
export * from './parts.ts';
export * from './reviews.ts';
export * from './users.ts';
