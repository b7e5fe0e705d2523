import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

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

// The web project runs with `isolate: false` (web/vite.config.ts): a worker, and its jsdom
// window, serve one test file after another. Around each file, the next one is given what a
// new worker would give it.
let headBefore: Element[] = [];
beforeAll(() => {
  headBefore = [...document.head.children];
});
afterAll(() => {
  // The app's own modules are evaluated again by the next file's imports, so their state (the
  // API client's token, the admin check's cache, …) and the stand-ins a file's `vi.mock`
  // gave them do not reach it. node_modules (React, Chakra, Emotion, jsdom) stay loaded.
  vi.resetModules();
  // Emotion's cache, loaded once per worker, writes each rule once, into style elements it
  // keeps: put back the ones a file removed (prerendered-styles.test.ts empties the head), or
  // the next file's first render throws NotFoundError.
  document.head.append(...headBefore.filter((element) => !element.isConnected));
  vi.useRealTimers();
  vi.unstubAllEnvs();
  sessionStorage.clear();
  document.title = '';
  document.body.replaceChildren();
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
