export * from './errors.ts';
export * from './users.ts';
