import { animateValue } from 'framer-motion/dom';

/**
 * Counts from 0 to `to` in `seconds`, easing out, calling `onUpdate` on every frame;
 * returns a function that stops it. framer-motion's value animator alone (~8 kB gzipped)
 * instead of its `animate` (~26 kB), which also drives elements and sequences. Unlike
 * `animate`, it takes milliseconds (stats-band.test.tsx pins the 1-second count).
 */
export function animateCount(to: number, seconds: number, onUpdate: (latest: number) => void) {
  const animation = animateValue({
    keyframes: [0, to],
    duration: seconds * 1000,
    ease: 'easeOut',
    onUpdate,
  });
  return () => animation.stop();
}
