import { Suspense, use, type ReactNode } from 'react';

/** How far ahead of the viewport a section starts hydrating: half a screen. */
const ahead = '50% 0px';

// One promise per prerendered element: React suspends on it, and renders again once it settles.
const nearViewport = new WeakMap<Element, Promise<void>>();

function whenNearViewport(element: Element) {
  let promise = nearViewport.get(element);
  if (!promise) {
    promise = new Promise((resolve) => {
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          resolve();
        },
        { rootMargin: ahead },
      );
      observer.observe(element);
    });
    nearViewport.set(element, promise);
  }
  return promise;
}

// The wrapping blocks that React has rendered or hydrated: nothing to wait for any more.
const settled = new WeakSet<Element>();
const markSettled = (element: HTMLDivElement | null) => {
  if (element) settled.add(element);
};

/** Renders `children` once the prerendered element `id`, if there is one, is near the viewport. */
function UntilNearViewport({ id, children }: { id: string; children: ReactNode }) {
  // Only a prerendered page has the element before React has rendered it: in the browser's
  // own renders, and at build time, there is nothing to wait for.
  const element = typeof document === 'undefined' ? null : document.getElementById(id);
  if (element && !settled.has(element) && typeof IntersectionObserver !== 'undefined') {
    use(whenNearViewport(element));
  }
  return children;
}

/**
 * A section below the first screen of a prerendered page. React leaves its HTML as it is
 * (readable, its links working) and hydrates it, loading its code first if it is lazy, only
 * when it comes within half a screen of the viewport: a visitor who reads the first screen
 * does not pay for the forms and reviews further down, and a phone's main thread stays free
 * while the page loads. Rendered in the browser, after navigating to the page, the section
 * renders at once.
 *
 * `id` names the wrapping block, which the browser watches before React has hydrated it.
 *
 * Only for a section that nothing updates before it hydrates: a screen's own sections, not
 * the layout's (the footer). An update that reaches a section React has not hydrated yet,
 * such as the layout re-rendering on a navigation, makes that update wait for it: the
 * navigation would wait until the visitor scrolled.
 */
export function HydrateWhenVisible({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Suspense>
      {/* Inside the boundary: while it waits, React keeps this block as prerendered. */}
      <div id={id} ref={markSettled}>
        <UntilNearViewport id={id}>{children}</UntilNearViewport>
      </div>
    </Suspense>
  );
}
