import { useEffect } from 'react';
import { Configure, useInstantSearch } from 'react-instantsearch';
import { useNavigate } from 'react-router';
import { Link } from '../../../components/ui/link.tsx';
import type { SearchHit, SearchResult } from '../../../lib/search-client.ts';
import { takeSearchSubmitted } from '../../../lib/submitted-search.ts';
import { literalSearchUrl } from '../search-routing.ts';

/** Whether InstantSearch holds a real answer (before the first one it hands out placeholder results). */
function answerOf(results: unknown): (SearchResult & { hits: SearchHit[] }) | null {
  if (!results || (results as { __isArtificial?: boolean }).__isArtificial === true) return null;
  return results as SearchResult & { hits: SearchHit[] };
}

/** The product whose SKU or item code (a variant's code, '100226-CS') is exactly these words, if one is. */
export function exactItemOf(hits: readonly SearchHit[], query: string): SearchHit | null {
  const wanted = query.trim().toLowerCase();
  if (!wanted) return null;
  return (
    hits.find(
      (hit) => hit.sku.toLowerCase() === wanted || hit.variants.some((v) => v.code.toLowerCase() === wanted),
    ) ?? null
  );
}

/**
 * A submitted search that is exactly an item number opens that product instead of a one-hit results page
 * (replacing the search in the history, so Back returns to where the buyer searched from).
 */
export function ExactItemRedirect() {
  const { results } = useInstantSearch();
  const navigate = useNavigate();
  useEffect(() => {
    const answer = answerOf(results);
    if (!answer) return;
    const hit = exactItemOf(answer.hits, answer.query);
    if (hit && takeSearchSubmitted(answer.query)) void navigate(hit.url, { replace: true });
  }, [results, navigate]);
  return null;
}

/** Keeps the search literal (`typoTolerance: false`) while the words are the ones asked for literally. */
export function LiteralSearch({ query }: { query: string | null }) {
  const { indexUiState } = useInstantSearch();
  if (query === null || (indexUiState.query ?? '') !== query) return null;
  return <Configure typoTolerance={false} />;
}

/**
 * 'Showing results for ...' when the engine read a misspelt word as a catalog word or answered looser
 * matches because no product had every word, with a link to search the words exactly as typed.
 */
export function SearchInterpretation({ pagePath }: { pagePath: string }) {
  const { results } = useInstantSearch();
  const answer = answerOf(results);
  if (!answer || answer.nbHits === 0 || (!answer.correctedQuery && !answer.relaxed)) return null;
  const typed = answer.query.trim();
  return (
    <p className="text-stone-800" data-testid="search-interpretation">
      Showing results for <strong className="font-semibold">{answer.correctedQuery ?? typed}</strong>
      {answer.relaxed && ' (not every word matched)'}.{' '}
      <Link href={literalSearchUrl(pagePath, typed)}>Search instead for “{typed}”</Link>
    </p>
  );
}
