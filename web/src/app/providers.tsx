import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { AuthProvider } from '@/features/auth';
import { firstToast } from '@/lib/notify';
import { useHydrated } from '@/lib/hydration';
import { shopSystem } from './theme';

// The toaster loads with the first toast (see lib/notify.ts), which it then shows.
const Toaster = lazy(() =>
  firstToast.then(() => import('react-hot-toast')).then((m) => ({ default: m.Toaster })),
);

/** docs/product.md §9's toasts, closing after 5000 ms; never in a prerendered page. */
function AppToaster() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense>
      <Toaster position="top-center" toastOptions={{ duration: 5000 }} />
    </Suspense>
  );
}

/**
 * The styles a page starts with: the prerender layer's (src/prerender/) when the page was
 * prerendered, else none.
 */
export interface AppStyles {
  /** The Emotion cache of the app, which knows the rules the page already has. */
  cache: EmotionCache;
  /** The Chakra system to provide: without its global CSS when the page already has it. */
  system: SystemContext;
}

/**
 * Theme, session and toasts. `styles` is the Emotion cache and Chakra system to use: the
 * browser's adopt a prerendered page's styles (prerendered-styles.ts), the prerender's
 * collect them (entry-prerender.tsx). Without it (development, component tests), Emotion and
 * Chakra insert their styles as usual.
 */
export function AppProviders({ children, styles }: { children: ReactNode; styles?: AppStyles }) {
  const app = (
    <ChakraProvider value={styles?.system ?? shopSystem()}>
      <AuthProvider>
        {children}
        <AppToaster />
      </AuthProvider>
    </ChakraProvider>
  );
  return styles ? <CacheProvider value={styles.cache}>{app}</CacheProvider> : app;
}
