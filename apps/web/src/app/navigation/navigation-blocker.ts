import { useBlockedNavigationStore } from '../../lib/blocked-navigation-store.ts';
import { useModalStore } from '../../lib/modal-store.ts';
import { useNavigationGuardStore } from '../../lib/navigation-guard-store.ts';
import { applyNavigationEffects } from './apply-navigation-effects.ts';
import type { NavigationAttempt } from './guarded-history.ts';
import { guardNavigation, navigationEffects } from './navigation-guard.ts';

function urlOf(path: NavigationAttempt['to']): string {
  return `${path.pathname}${path.search}`;
}

/**
 * Applies the navigation guard to a navigation about to happen: a blocked one opens its modal and is
 * remembered (leaving does the step-4 work, then lets it through); one that goes ahead does the step-4
 * work first.
 */
export function blockNavigation(attempt: NavigationAttempt): boolean {
  const decision = guardNavigation(
    useNavigationGuardStore.getState(),
    attempt.from.pathname,
    attempt.to.pathname,
  );
  if (decision.kind === 'proceed') {
    applyNavigationEffects(decision.effects, urlOf(attempt.to));
    return false;
  }
  useBlockedNavigationStore.setState({
    blocked: {
      target: urlOf(attempt.to),
      proceed: () => {
        useBlockedNavigationStore.setState({ blocked: null });
        const effects = navigationEffects(
          useNavigationGuardStore.getState(),
          attempt.from.pathname,
          attempt.to.pathname,
        );
        applyNavigationEffects(effects, urlOf(attempt.to));
        attempt.retry();
      },
      stay: () => useBlockedNavigationStore.setState({ blocked: null }),
    },
  });
  useModalStore.getState().show(decision.modal);
  return true;
}
