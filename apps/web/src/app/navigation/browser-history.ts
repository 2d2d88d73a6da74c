import { createPath, type Location, type To } from 'react-router';
import type { HistoryUpdate, NavigationAction, NavigationHistory } from './navigation-history.ts';

/** What each entry of ours keeps in `history.state`: the app's state, a key, and its index. */
interface EntryState {
  usr: unknown;
  key: string;
  idx: number;
}

function entryStateOf(value: unknown): Partial<EntryState> {
  return value !== null && typeof value === 'object' ? (value as Partial<EntryState>) : {};
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/**
 * A history on the browser's own `window.history`, with React Router's stable declarative `Router` in
 * mind (ADR 030). Each entry records its index, so a back or forward says how far it went: the guard
 * needs that to undo a blocked one.
 */
export function createBrowserHistory(win: Window = window): NavigationHistory {
  const listeners = new Set<(update: HistoryUpdate) => void>();
  let index = entryStateOf(win.history.state).idx ?? 0;
  if (entryStateOf(win.history.state).idx === undefined) {
    win.history.replaceState({ ...entryStateOf(win.history.state), idx: index }, '');
  }
  let action: NavigationAction = 'POP';
  let location = currentLocation();

  function currentLocation(): Location {
    const { pathname, search, hash } = win.location;
    const entry = entryStateOf(win.history.state);
    return { pathname, search, hash, state: entry.usr ?? null, key: entry.key ?? 'default' };
  }

  function settle(nextAction: NavigationAction, delta: number | null) {
    action = nextAction;
    location = currentLocation();
    for (const listener of [...listeners]) listener({ action, location, delta });
  }

  const createHref = (to: To) => (typeof to === 'string' ? to : createPath(to));

  win.addEventListener('popstate', () => {
    const next = entryStateOf(win.history.state).idx;
    const delta = next === undefined ? null : next - index;
    index = next ?? index;
    settle('POP', delta);
  });

  return {
    get action() {
      return action;
    },
    get location() {
      return location;
    },
    createHref,
    push(to, state) {
      const entry: EntryState = { usr: state ?? null, key: newKey(), idx: index + 1 };
      try {
        win.history.pushState(entry, '', createHref(to));
      } catch {
        // Safari caps pushState calls; a full load still gets the buyer there.
        win.location.assign(createHref(to));
        return;
      }
      index = entry.idx;
      settle('PUSH', 1);
    },
    replace(to, state) {
      win.history.replaceState({ usr: state ?? null, key: newKey(), idx: index }, '', createHref(to));
      settle('REPLACE', 0);
    },
    go: (delta) => win.history.go(delta),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
