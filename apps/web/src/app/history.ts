import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import { createGuardedHistory } from './navigation/guarded-history.ts';
import { blockNavigation } from './navigation/navigation-blocker.ts';

/**
 * The browser history every navigation goes through, guarded (spec section 2). The light history
 * router, not the data router: the data router alone is ~29 KB gzipped, and the storefront loads its
 * data through TanStack Query, not route loaders.
 */
export const history = createGuardedHistory(createBrowserHistory({ v5Compat: true }), blockNavigation);
