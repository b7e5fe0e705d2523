import { useEffect, useState, type RefObject } from 'react';

/**
 * Becomes true the first time `ref`'s element comes within `rootMargin` of the viewport,
 * and stays true. Without IntersectionObserver it is true at once.
 */
export function useSeen(ref: RefObject<Element | null>, rootMargin = '0px', threshold = 0) {
  const [seen, setSeen] = useState(false);
  const observable = typeof IntersectionObserver !== 'undefined';

  useEffect(() => {
    const element = ref.current;
    if (seen || !element || !observable) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin, threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen, observable, rootMargin, threshold]);

  return seen || !observable;
}
