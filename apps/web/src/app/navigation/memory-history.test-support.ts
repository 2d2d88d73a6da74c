import type { Location, To } from 'react-router';
import {
  pathOf,
  type HistoryUpdate,
  type NavigationAction,
  type NavigationHistory,
} from './navigation-history.ts';

/** An in-memory history for tests: the browser's stack of entries, moved synchronously. */
export function createMemoryHistory(initial: string): NavigationHistory {
  const entries: Location[] = [];
  let index = 0;
  let action: NavigationAction = 'POP';
  const listeners = new Set<(update: HistoryUpdate) => void>();
  const locationOf = (to: To, state: unknown, base: Location | undefined): Location => ({
    ...pathOf(to, base ?? { pathname: '/', search: '', hash: '' }),
    state: state ?? null,
    key: String(entries.length),
  });
  entries.push(locationOf(initial, null, undefined));
  const settle = (next: NavigationAction, delta: number) => {
    action = next;
    for (const listener of [...listeners]) listener({ action, location: entries[index]!, delta });
  };
  return {
    get action() {
      return action;
    },
    get location() {
      return entries[index]!;
    },
    createHref: (to) =>
      typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`,
    push(to, state) {
      entries.splice(index + 1, Infinity, locationOf(to, state, entries[index]));
      index += 1;
      settle('PUSH', 1);
    },
    replace(to, state) {
      entries[index] = locationOf(to, state, entries[index]);
      settle('REPLACE', 0);
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      const moved = next - index;
      index = next;
      settle('POP', moved);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
