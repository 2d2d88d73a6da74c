import { useLayoutEffect, useState, type ReactNode } from 'react';
import { NavigationType, Router } from 'react-router';
import type { NavigationAction, NavigationHistory } from './navigation-history.ts';

const NAVIGATION_TYPES: Record<NavigationAction, NavigationType> = {
  POP: NavigationType.Pop,
  PUSH: NavigationType.Push,
  REPLACE: NavigationType.Replace,
};

/**
 * React Router's stable declarative `Router`, driven by our own (guarded) history: what its
 * `unstable_HistoryRouter` does, without the data router's ~29 KB gz (ADR 030).
 */
export function HistoryRouter({ history, children }: { history: NavigationHistory; children: ReactNode }) {
  const [current, setCurrent] = useState({ action: history.action, location: history.location });
  useLayoutEffect(
    () => history.listen(({ action, location }) => setCurrent({ action, location })),
    [history],
  );
  return (
    <Router location={current.location} navigationType={NAVIGATION_TYPES[current.action]} navigator={history}>
      {children}
    </Router>
  );
}
