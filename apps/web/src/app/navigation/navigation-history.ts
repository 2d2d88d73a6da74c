import type { Location, Path, To } from 'react-router';

/** How the current location came to be: the three kinds React Router's `Router` takes. */
export type NavigationAction = 'POP' | 'PUSH' | 'REPLACE';

/** One change of location, as listeners of a history hear it; `delta`: entries moved, null when unknown. */
export interface HistoryUpdate {
  action: NavigationAction;
  location: Location;
  delta: number | null;
}

/**
 * The history the storefront navigates through: what React Router's `Router` needs as its navigator,
 * plus the current location and a way to hear changes (ADR 030).
 */
export interface NavigationHistory {
  readonly action: NavigationAction;
  readonly location: Location;
  createHref(to: To): string;
  push(to: To, state?: unknown): void;
  replace(to: To, state?: unknown): void;
  go(delta: number): void;
  listen(listener: (update: HistoryUpdate) => void): () => void;
}

/** Resolves a possibly partial `To` against the location it is followed from. */
export function pathOf(to: To, base: Path): Path {
  const url = new URL(
    typeof to === 'string' ? to : `${to.pathname ?? base.pathname}${to.search ?? ''}${to.hash ?? ''}`,
    `http://app${base.pathname}`,
  );
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}
