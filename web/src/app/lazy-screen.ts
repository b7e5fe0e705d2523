import { lazy } from 'react';

/**
 * A screen in a chunk of its own, loaded on first visit: `pick` names the component in the
 * module (routes export `Component`, features their screen's name).
 */
export const lazyScreen = <M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => React.ComponentType<P>,
) => lazy(() => load().then((module) => ({ default: pick(module) })));
