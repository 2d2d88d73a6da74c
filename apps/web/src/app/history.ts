import { createBrowserHistory } from './navigation/browser-history.ts';
import { createGuardedHistory } from './navigation/guarded-history.ts';
import { blockNavigation } from './navigation/navigation-blocker.ts';

/**
 * The browser history every navigation goes through, guarded (spec section 2). React Router's light
 * declarative router, not the data router: the data router alone is ~29 KB gzipped, and the storefront
 * loads its data through TanStack Query, not route loaders (ADR 030).
 */
export const history = createGuardedHistory(createBrowserHistory(), blockNavigation);
