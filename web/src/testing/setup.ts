import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach } from 'vitest';

// How long `findBy…` and `waitFor` wait for the screen to get there. Testing Library's 1 s
// is less than jsdom takes to render a big Chakra screen (Manage Product's 53 rows) on this
// project's 2-core machines while another job runs; a wait ends as soon as the screen is
// there, so a longer bound costs nothing when it passes.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // react-hot-toast keeps its toasts in module state, which outlives a test's render.
  act(() => toast.remove());
  localStorage.clear();
});

// jsdom has no layout or observers; Chakra (Ark/Zag) and react-hot-toast call these.
window.matchMedia = (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) satisfies MediaQueryList;

class NoopObserver {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
window.ResizeObserver = NoopObserver;
window.IntersectionObserver = NoopObserver;
window.scrollTo = () => undefined;
Element.prototype.scrollTo = () => undefined;
