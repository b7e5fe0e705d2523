// The bench's stand-in for ../prerendered-styles.ts (scripts/bench/tricks.ts): no adopted
// styles. Emotion starts with an empty cache and moves the prerendered rules into its own
// sheet, and Chakra inserts its global CSS again, as they do in a page built without them.
import type { SystemContext } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import type { AppStyles } from '@/app/providers';

export { prerenderedStyleAttributes } from '../prerendered-styles';

export const adoptPrerenderedStyles = (system: SystemContext): AppStyles => ({
  cache: createCache({ key: 'css' }),
  system,
});
