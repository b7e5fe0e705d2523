import type { SystemContext } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import type { AppStyles } from '@/app/providers';

/**
 * How a prerendered page carries its styles in <head>: web/prerender-plugin.ts writes these
 * <style> elements, the browser adopts them here.
 */
export const prerenderedStyleAttributes = {
  /** Chakra's global CSS (reset, tokens, the theme's globalCss): the same on every page. */
  global: 'data-chakra-global',
  /** The page's component rules; the attribute's value lists their Emotion ids. */
  components: 'data-emotion-ids',
} as const;

/**
 * The browser's styles for a page built by web/prerender-plugin.ts. Emotion would move the
 * prerendered <style> elements into a sheet of its own and Chakra would insert its global CSS
 * again; either change to the page's stylesheets makes the browser restyle every element, a
 * long task on a phone. Instead the rules stay where they are: Emotion is told it has them,
 * and Chakra's provider is given no global CSS to insert (`_global` and `disableLayers` are
 * the only things it reads from the system for that; the styling functions are unchanged).
 * A page without them (`vite` in development, tests) gets Chakra and Emotion as they are.
 */
export function adoptPrerenderedStyles(system: SystemContext): AppStyles {
  const cache = createCache({ key: 'css' });
  const ids = document
    .querySelector(`style[${prerenderedStyleAttributes.components}]`)
    ?.getAttribute(prerenderedStyleAttributes.components);
  for (const id of ids?.split(' ') ?? []) if (id) cache.inserted[id] = true;

  const hasGlobalCss = document.querySelector(`style[${prerenderedStyleAttributes.global}]`);
  return {
    cache,
    // Not a spread copy: that would read `_global`, which our Chakra patch builds on first
    // read (docs/decisions/0017-hydration-without-long-tasks.md), and building it is what the prerendered page saves.
    system: hasGlobalCss
      ? (Object.create(system, {
          _global: { value: [] },
          _config: { value: { ...system._config, disableLayers: true } },
        }) as SystemContext)
      : system,
  };
}
