import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrateWhenVisible } from './hydrate-when-visible';

/** An IntersectionObserver the test moves: `scrollNear()` reports every target as visible. */
function stubIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, targets: [] };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      disconnect() {
        this.entry.targets = [];
      }
    },
  );
  return {
    watching: () => observers.flatMap(({ targets }) => targets),
    scrollNear: () =>
      observers.forEach(({ callback, targets }) =>
        callback(
          targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
          {} as IntersectionObserver,
        ),
      ),
  };
}

const hydratedSections: string[] = [];
function Section() {
  useEffect(() => {
    hydratedSections.push('reviews');
  }, []);
  return <p>Reviews</p>;
}

const page = (
  <HydrateWhenVisible id="reviews">
    <Section />
  </HydrateWhenVisible>
);

afterEach(() => {
  hydratedSections.length = 0;
  document.body.replaceChildren();
});

describe('HydrateWhenVisible', () => {
  it('when the page is prerendered, then the section keeps its HTML and hydrates only once it comes near the viewport', async () => {
    const viewport = stubIntersectionObserver();
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const prerendered = container.querySelector('#reviews');

    await act(async () => {
      hydrateRoot(container, page);
    });

    expect(hydratedSections).toEqual([]);
    expect(viewport.watching()).toEqual([prerendered]);
    expect(screen.getByText('Reviews')).toBeInTheDocument();

    await act(async () => viewport.scrollNear());

    expect(hydratedSections).toEqual(['reviews']);
    expect(container.querySelector('#reviews')).toBe(prerendered);
  });

  it('when the browser renders the page itself, then the section renders at once', async () => {
    const viewport = stubIntersectionObserver();

    render(page);

    expect(await screen.findByText('Reviews')).toBeInTheDocument();
    expect(hydratedSections).toEqual(['reviews']);
    expect(viewport.watching()).toEqual([]);
  });

  it('when rendered at build time, then the section is in the HTML', () => {
    expect(renderToString(page)).toContain('<div id="reviews"><p>Reviews</p></div>');
  });
});
