// The hydration hooks features and shared components use (src/prerender/README.md), one door
// for both: the app's shell imports `useHydrated`, and with it `HydrateWhenVisible` comes in
// the boot chunk, where Home finds it without a chunk of its own (Home's first-load budget).
export { HydrateWhenVisible } from './hydrate-when-visible';
export { useHydrated } from './use-hydrated';
