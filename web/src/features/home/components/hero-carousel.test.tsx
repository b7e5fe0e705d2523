import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { carouselIntervalMs, HeroCarousel } from './hero-carousel';
import { heroSlides } from './hero-slides';

const [first, second, third] = heroSlides.map((slide) => slide.headline);

// Events are fired directly: user-event waits on timers, which are fake here.
function renderCarousel() {
  vi.useFakeTimers();
  renderWithProviders(<HeroCarousel />);
  return screen.getByRole('region', { name: 'Featured' });
}

const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const blur = () => act(() => (document.activeElement as HTMLElement).blur());

/** Hidden slides are out of the accessibility tree: the one heading left is the shown one. */
const shownHeadline = () => screen.getByRole('heading', { level: 2 }).textContent;

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function preferReducedMotion() {
  const matchMedia = window.matchMedia;
  vi.stubGlobal('matchMedia', (query: string) => ({
    ...matchMedia(query),
    matches: query === '(prefers-reduced-motion: reduce)',
  }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('HeroCarousel', () => {
  it('when it first shows, then the first banner is a high-priority eager image of known size', () => {
    renderCarousel();

    const [lcp, ...others] = screen.getAllByRole('img', { hidden: true });
    expect(lcp).toHaveAttribute('src', '/images/hero/dusk-ride.svg');
    expect(lcp).toHaveAttribute('width', '1600');
    expect(lcp).toHaveAttribute('height', '640');
    expect(lcp).toHaveAttribute('fetchpriority', 'high');
    expect(lcp).toHaveAttribute('loading', 'eager');
    expect(lcp).toHaveAttribute('decoding', 'async');
    expect(others).toHaveLength(2);
    for (const image of others) expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('when 4000 ms pass, then it moves to the next slide, and not a millisecond before', () => {
    renderCarousel();
    expect(shownHeadline()).toBe(first);

    wait(carouselIntervalMs - 1);
    expect(shownHeadline()).toBe(first);

    wait(1);
    expect(shownHeadline()).toBe(second);
    expect(screen.getByRole('button', { name: `Show slide 2: ${second}` })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('when the last slide has had its time, then it loops back to the first', () => {
    renderCarousel();

    // One interval at a time: each slide's timer starts once it is shown.
    wait(carouselIntervalMs);
    wait(carouselIntervalMs);
    expect(shownHeadline()).toBe(third);

    wait(carouselIntervalMs);
    expect(shownHeadline()).toBe(first);
  });

  it('when the pointer rests on it, then it holds still, and moves on again after it leaves', () => {
    const carousel = renderCarousel();

    fireEvent.mouseEnter(carousel);
    wait(carouselIntervalMs * 3);
    expect(shownHeadline()).toBe(first);

    fireEvent.mouseLeave(carousel);
    wait(carouselIntervalMs);
    expect(shownHeadline()).toBe(second);
  });

  it('when keyboard focus is inside it, then it holds still until focus leaves', () => {
    renderCarousel();

    act(() => screen.getByRole('link', { name: 'Shop all parts' }).focus());
    wait(carouselIntervalMs * 3);
    expect(shownHeadline()).toBe(first);

    // Moving between its own controls keeps it still.
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    wait(carouselIntervalMs * 3);
    expect(shownHeadline()).toBe(first);

    blur();
    wait(carouselIntervalMs);
    expect(shownHeadline()).toBe(second);
  });

  it('when the visitor prefers reduced motion, then it never moves by itself', () => {
    preferReducedMotion();
    renderCarousel();

    wait(carouselIntervalMs * 5);

    expect(shownHeadline()).toBe(first);
    expect(screen.queryByRole('button', { name: /slide show/ })).not.toBeInTheDocument();
  });

  it('when Next and Previous are pressed, then they step through the slides and wrap around', () => {
    renderCarousel();

    press('Next slide');
    expect(shownHeadline()).toBe(second);

    press('Previous slide');
    press('Previous slide');
    expect(shownHeadline()).toBe(third);

    press(`Show slide 2: ${second}`);
    expect(shownHeadline()).toBe(second);
  });

  it('when pause is pressed, then it stays on its slide after focus and pointer leave', () => {
    const carousel = renderCarousel();

    fireEvent.mouseEnter(carousel);
    press('Pause the slide show');
    fireEvent.mouseLeave(carousel);
    wait(carouselIntervalMs * 2);
    expect(shownHeadline()).toBe(first);

    press('Play the slide show');
    wait(carouselIntervalMs);
    expect(shownHeadline()).toBe(second);
  });
});
