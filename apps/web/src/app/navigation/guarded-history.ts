import type { Path } from 'react-router';
import { pathOf, type NavigationHistory } from './navigation-history.ts';

/** A navigation about to happen: where from and to, how, and a way to let it happen later. */
export interface NavigationAttempt {
  action: 'PUSH' | 'REPLACE' | 'POP';
  from: Path;
  to: Path;
  /** Lets the very same navigation through, past the guard (after its modal said leave). */
  retry: () => void;
}

/** Answers whether a navigation must wait (true) or may go ahead (false). */
export type NavigationBlocker = (attempt: NavigationAttempt) => boolean;

/**
 * Wraps a history so every navigation (links, navigate(), back and forward) asks the blocker first. A
 * blocked push or replace does not happen; a blocked back or forward is undone at once, and the app
 * never sees it. This is what React Router's data-router blocker does, for the light declarative
 * router (ADR 030).
 */
export function createGuardedHistory(
  inner: NavigationHistory,
  shouldBlock: NavigationBlocker,
): NavigationHistory {
  let current: Path = inner.location;
  let undoing = false;
  let retrying = false;

  function guarded(action: 'PUSH' | 'REPLACE', go: () => void, to: Parameters<NavigationHistory['push']>[0]) {
    if (shouldBlock({ action, from: current, to: pathOf(to, current), retry: go })) return;
    go();
  }

  return {
    get action() {
      return inner.action;
    },
    get location() {
      return inner.location;
    },
    createHref: (to) => inner.createHref(to),
    push: (to, state) => guarded('PUSH', () => inner.push(to, state), to),
    replace: (to, state) => guarded('REPLACE', () => inner.replace(to, state), to),
    go: (delta) => inner.go(delta),
    listen(listener) {
      return inner.listen((update) => {
        if (update.action === 'POP' && undoing) {
          undoing = false;
          return;
        }
        if (update.action === 'POP' && !retrying && update.delta !== null) {
          const delta = update.delta;
          const attempt: NavigationAttempt = {
            action: 'POP',
            from: current,
            to: update.location,
            retry: () => {
              retrying = true;
              inner.go(delta);
            },
          };
          if (shouldBlock(attempt)) {
            undoing = true;
            inner.go(-delta);
            return;
          }
        }
        retrying = false;
        current = update.location;
        listener(update);
      });
    },
  };
}
