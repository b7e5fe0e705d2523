// The bench's stand-in for lib/hydrate-when-visible.tsx (scripts/bench/tricks.ts): no late
// hydration. The same elements, hydrated with the rest of the page.
import { Suspense, type ReactNode } from 'react';

export function HydrateWhenVisible({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Suspense>
      <div id={id}>{children}</div>
    </Suspense>
  );
}
