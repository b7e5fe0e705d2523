// What the rest of the app may use of the prerender layer (README.md here): features and
// shared code import only this file (eslint.config.js enforces it); app/ may reach further.
export { HydrateWhenVisible } from './hydrate-when-visible';
export { useHydrated } from './use-hydrated';
