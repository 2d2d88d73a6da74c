import type { MultiQueryResponse, SearchHit, SearchResult } from '@larder/contract';

/** The multi-query endpoint of our search engine (Algolia's protocol, served by our own server). */
export const SEARCH_ENDPOINT = '/1/indexes/*/queries';

/** Longest search text the storefront accepts (spec sections 5 and 9); the engine refuses longer. */
export const SEARCH_MAX_LENGTH = 512;

/** Read timeout of a search call (spec section 9: connect 1 s, read 2 s). */
export const SEARCH_READ_TIMEOUT_MS = 2000;

/** One request of a multi-query call, in the shape InstantSearch hands its client. */
export interface SearchClientRequest {
  indexName: string;
  params?: Record<string, unknown>;
  type?: 'default' | 'facet';
  facet?: string;
}

/** A search client InstantSearch accepts: `search` answers a list of requests with one result each. */
export interface LarderSearchClient {
  /** 'authenticated' or 'unauthenticated': which search key (view) the client was built for. */
  readonly searchKey: string;
  search<T = SearchResult>(requests: readonly SearchClientRequest[]): Promise<{ results: T[] }>;
}

/** Thrown when a search call fails; InstantSearch shows its error state. */
export class SearchError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'SearchError';
  }
}

/**
 * Our own `searchClient` (DESIGN.md section 2): posts to our engine with the session cookie, so results are
 * scoped and priced for the signed-in organization. The spec rebuilds it when login state changes, with
 * the authenticated or unauthenticated key; the server decides by the session, the key names the view.
 */
export function createSearchClient(authenticated: boolean): LarderSearchClient {
  const searchKey = authenticated ? 'authenticated' : 'unauthenticated';
  return {
    searchKey,
    async search<T>(requests: readonly SearchClientRequest[]) {
      // One read timeout for the whole call, the body included: a body that stalls past it is a timeout
      // too, answered as a SearchError like any other failure, never the signal's own 'signal timed out'.
      const signal = AbortSignal.timeout(SEARCH_READ_TIMEOUT_MS);
      let response: Response;
      try {
        response = await fetch(SEARCH_ENDPOINT, {
          method: 'POST',
          credentials: 'same-origin',
          headers: {
            'content-type': 'application/json',
            'x-algolia-application-id': 'larder',
            'x-algolia-api-key': searchKey,
          },
          body: JSON.stringify({ requests }),
          signal,
        });
      } catch (error) {
        throw failure(error);
      }
      if (!response.ok) {
        // The engine answers errors in Algolia's shape ({message, status}).
        const body = (await response.json().catch(() => null)) as { message?: string } | null;
        throw new SearchError(
          body?.message ?? `Request failed with status code ${response.status}`,
          response.status,
        );
      }
      try {
        return (await response.json()) as { results: T[] } & MultiQueryResponse;
      } catch (error) {
        throw failure(error);
      }
    },
  };
}

/** A network failure or timeout as the spec's error catalogue words it. */
function failure(error: unknown): SearchError {
  const timedOut =
    error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
  return new SearchError(timedOut ? `timeout of ${SEARCH_READ_TIMEOUT_MS}ms exceeded` : 'Network Error', 0);
}

/** The query of a search URL (`q`), capped at the search input's 512 characters (spec section 5). */
export function clampSearchQuery(query: string): string {
  return query.slice(0, SEARCH_MAX_LENGTH);
}

/** The index of a sort on a region index (`larder_products_<region>` plus the replica suffix). */
export function sortIndexName(indexName: string, sort: string): string {
  return sort === 'relevance' ? indexName : `${indexName}_${sort}`;
}

/** A search hit, re-exported for features that show them. */
export type { SearchHit, SearchResult };
