import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { InstantSearch } from 'react-instantsearch';
import { useLocation, useNavigate } from 'react-router';
import { createSearchClient } from '../../../lib/search-client.ts';
import { insightsClient } from '../insights-client.ts';
import {
  AppSearchRouter,
  routeOfUiState,
  uiStateOfRoute,
  type IndexUiState,
  type SearchRouteState,
} from '../search-routing.ts';

/** Props of SearchRoot. */
export interface SearchRootProps {
  /** The region index of the current user (`algoliaIndexName`). */
  indexName: string;
  /** Whether a user is signed in, and for which organization: the client is rebuilt when either changes. */
  authenticated: boolean;
  organizationId: string | null;
  /** The path of the page the search belongs to (the page's own URL, not the address bar's, which moves first). */
  pagePath: string;
  /** Keep the search in the address bar. */
  routing?: boolean;
  children: ReactNode;
}

/** Spec section 9: a search counts as stalled after 200 ms. */
const STALLED_SEARCH_DELAY_MS = 200;

// Insights events go to our collector (insights-client.ts), set up with InstantSearch so the first search
// already carries clickAnalytics and there is no second, identical first search.
const INSIGHTS = { insightsClient: insightsClient as never, insightsInitParams: { useCookie: false } };

/**
 * InstantSearch over our engine: our own search client (rebuilt when login state or organization changes,
 * spec section 4), the URL router with facet_ names and a 1-based page (writes after 400 ms), insights
 * events to our collector, and the stalled-search delay.
 */
export function SearchRoot({
  indexName,
  authenticated,
  organizationId,
  pagePath,
  routing = true,
  children,
}: SearchRootProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const searchClient = useMemo(
    () => createSearchClient(authenticated),
    // The organization decides prices and visibility on the server: a new client drops cached answers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [authenticated, organizationId],
  );
  const router = useMemo(
    () => new AppSearchRouter(pagePath, (url) => void navigate(url)),
    // One router per page path.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [pagePath],
  );
  const seen = useRef(`${location.pathname}${location.search}`);
  useEffect(() => {
    const url = `${location.pathname}${location.search}`;
    if (url === seen.current || location.pathname !== pagePath) return;
    seen.current = url;
    router.locationChanged(url);
  }, [location.pathname, location.search, pagePath, router]);

  const routingOption = useMemo(
    () =>
      routing
        ? {
            router: router as never,
            stateMapping: {
              stateToRoute: (ui: Record<string, IndexUiState>): SearchRouteState =>
                routeOfUiState(indexName, ui[indexName] ?? {}),
              routeToState: (route: SearchRouteState) => ({ [indexName]: uiStateOfRoute(indexName, route) }),
            },
          }
        : undefined,
    [routing, router, indexName],
  );

  return (
    <InstantSearch
      // A new instance per page path (category pages share one component) and per search client.
      key={`${pagePath}:${searchClient.searchKey}:${organizationId ?? ''}`}
      searchClient={searchClient as never}
      indexName={indexName}
      routing={routingOption as never}
      stalledSearchDelay={STALLED_SEARCH_DELAY_MS}
      insights={INSIGHTS}
      future={{ preserveSharedStateOnUnmount: true }}
    >
      {children}
    </InstantSearch>
  );
}
