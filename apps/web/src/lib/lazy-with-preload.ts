import { createElement, lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';

/** A lazily loaded component that can also be told to start loading before it renders. */
export type PreloadableComponent<P> = ComponentType<P> & {
  preload: () => Promise<unknown>;
  /** The component, once its chunk has arrived; null before. */
  loaded: () => ComponentType<P> | null;
};

/**
 * React.lazy for a named export, with `preload()` to fetch its chunk early (at start, or once the page
 * is idle). Once the chunk has arrived the component renders at once, without suspending for a tick.
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return { default: component };
    }));
  const Lazy: LazyExoticComponent<ComponentType<P>> = lazy(preload);
  function Preloadable(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component later would remount it.
    const [component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(component, props);
  }
  return Object.assign(Preloadable, { preload, loaded: () => loaded });
}
