import { useEffect, useReducer } from 'react';
import type { PreloadableComponent } from './lazy-with-preload.ts';

/**
 * Whether a lazily loaded component's chunk has arrived (starting the load if needed). Rendering it
 * only then, instead of suspending, means nothing is rendered and thrown away while the chunk is on
 * its way, which matters on slow phones.
 */
export function useIsLoaded<P>(component: PreloadableComponent<P>): boolean {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const loaded = component.loaded() !== null;
  useEffect(() => {
    if (!loaded) void component.preload().then(rerender);
  }, [component, loaded]);
  return loaded;
}
