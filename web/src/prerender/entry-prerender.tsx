import { ChakraProvider } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from '@/app/app';
import { AddToCartIconButton } from '@/features/cart/components/add-to-cart-button';
import { shopSystem } from '@/app/theme';
import {
  CatalogueArrivalLooks,
  HomeArrivalLooks,
} from '@/features/catalogue/components/arrival-looks';

/** A prerendered page: its HTML and the styles it needs, for web/prerender-plugin.ts. */
export interface PrerenderedPage {
  html: string;
  /** Chakra's global CSS (reset, tokens, the theme's globalCss): the same on every page. */
  globalCss: string;
  /** The rules of the page's elements, and their Emotion ids. */
  components: { ids: string[]; css: string };
}

/**
 * What a page's stand-ins become when its data comes, rendered only for their styles, which
 * the page then carries as well (see arrival-looks.tsx).
 */
const looksOnArrival: Partial<Record<string, ReactNode>> = {
  '/': <HomeArrivalLooks />,
  '/parts': <CatalogueArrivalLooks cardAction={(part) => <AddToCartIconButton part={part} />} />,
};

/** The HTML of `node`, prerendered whole (every lazy part, no streaming scripts). */
async function prerenderHtml(node: ReactNode) {
  const { prelude } = await prerenderToNodeStream(node, {
    // One document, every boundary in place: no streaming scripts (which the CSP would block).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    // A part that fails here would be rendered by the browser instead: fail the build.
    onError(error) {
      throw error;
    },
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/**
 * The page at `location`, as the browser's first render would make it (the API's data still
 * loading, the visitor not yet known). Waits for every lazy part of the page, so the footer
 * and the sections below the fold are in it too.
 */
export async function renderPage(location: string): Promise<PrerenderedPage> {
  const AtLocation = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={location}>{children}</StaticRouter>
  );
  // Emotion's "compat" mode keeps each rule in the cache instead of writing it into the HTML
  // beside its first element. Written inline, a rule first used in a render that React then
  // dropped (a part suspended, and its boundary rendered again) would be missing from the page.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const system = shopSystem();
  const html = await prerenderHtml(<App Router={AtLocation} styles={{ cache, system }} />);
  const looks = looksOnArrival[location];
  // Rendered for the rules it inserts into the cache; its HTML is not kept.
  if (looks) {
    await prerenderHtml(
      <CacheProvider value={cache}>
        <ChakraProvider value={system}>
          <AtLocation>{looks}</AtLocation>
        </ChakraProvider>
      </CacheProvider>,
    );
  }

  // Every rule the renders inserted (the page's and the looks on arrival), and every global
  // style, as separate chunks. Every rule, not only those of a class in the HTML: a component
  // that renders no element (a field's error text without an error) still has its rule
  // inserted, and the browser's first render then compiled and inserted it (docs/decisions/0017-hydration-without-long-tasks.md).
  const everyClass = Object.keys(cache.inserted)
    .map((id) => `${cache.key}-${id}`)
    .join(' ');
  const { styles } = createEmotionServer(cache).extractCriticalToChunks(everyClass);
  const global = styles.filter((chunk) => chunk.key === `${cache.key}-global`);
  const components = styles.find((chunk) => chunk.key === cache.key) ?? { ids: [], css: '' };
  return {
    html,
    globalCss: global.map((chunk) => chunk.css).join(''),
    components: { ids: components.ids, css: components.css },
  };
}
