import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { StatsBand } from './stats-band';

/** An IntersectionObserver the test drives: `scrollIntoView()` makes everything visible. */
class FakeIntersectionObserver {
  static observers: FakeIntersectionObserver[] = [];
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  private readonly callback: IntersectionObserverCallback;
  private targets: Element[] = [];

  constructor(callback: IntersectionObserverCallback) {
    this.callback = callback;
    FakeIntersectionObserver.observers.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.targets = [];
  }
  takeRecords() {
    return [];
  }
  intersect() {
    const entries = this.targets.map((target) => ({ target, isIntersecting: true }));
    if (entries.length) this.callback(entries as IntersectionObserverEntry[], this);
  }
}

async function scrollIntoView() {
  await act(async () => {
    for (const observer of [...FakeIntersectionObserver.observers]) observer.intersect();
  });
  // Let the (already cached) animation library's import resolve.
  await act(async () => {
    await import('../utils/animate-count');
  });
}

const counts = () => screen.getAllByTestId('count-up').map((count) => count.textContent);
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeAll(async () => {
  await import('../utils/animate-count');
});

beforeEach(() => {
  FakeIntersectionObserver.observers = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('StatsBand', () => {
  it('when the band is not yet in view, then the counters wait at 0', () => {
    vi.useFakeTimers();
    renderWithProviders(<StatsBand />);

    wait(2000);

    expect(counts()).toEqual(['0', '0M+', '0', '0+']);
  });

  it('when it scrolls into view, then the counters climb through values to 69, 10M+, 245, 350+ in 1 s', async () => {
    vi.useFakeTimers();
    renderWithProviders(<StatsBand />);

    await scrollIntoView();
    wait(500);
    const [countries, products, clients, feedbacks] = counts().map((text) => parseInt(text ?? ''));
    expect(countries).toBeGreaterThan(0);
    expect(countries).toBeLessThan(69);
    expect(products).toBeGreaterThan(0);
    expect(products).toBeLessThan(10);
    expect(clients).toBeGreaterThan(0);
    expect(clients).toBeLessThan(245);
    expect(feedbacks).toBeGreaterThan(0);
    expect(feedbacks).toBeLessThan(350);
    expect(counts()[1]).toMatch(/^\d+M\+$/);
    expect(counts()[3]).toMatch(/^\d+\+$/);

    wait(550);
    expect(counts()).toEqual(['69', '10M+', '245', '350+']);
  });

  it('when the visitor prefers reduced motion, then the final numbers show at once', () => {
    const matchMedia = window.matchMedia;
    vi.stubGlobal('matchMedia', (query: string) => ({
      ...matchMedia(query),
      matches: query === '(prefers-reduced-motion: reduce)',
    }));
    renderWithProviders(<StatsBand />);

    for (const figure of ['69', '10M+', '245', '350+']) {
      expect(screen.getAllByText(figure)).not.toHaveLength(0);
    }
    expect(screen.queryByTestId('count-up')).not.toBeInTheDocument();
  });

  it('when read by a screen reader, then each figure has its label and final value', () => {
    renderWithProviders(<StatsBand />);

    expect(screen.getByRole('heading', { level: 2, name: 'moto-parts in numbers' })).toBeVisible();
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    // What is not aria-hidden: the final figure, even before the count has run.
    const values = screen
      .getAllByRole('definition')
      .map((value) => value.querySelector(':scope > :not([aria-hidden])')?.textContent);
    expect(terms).toEqual(['Countries', 'Products delivered', 'Happy clients', 'Feedbacks']);
    expect(values).toEqual(['69', '10M+', '245', '350+']);
  });
});
