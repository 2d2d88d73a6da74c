import { AppError } from '../../plugins/app-error.ts';

/** Search parameters this engine acts on (ADR 009, 'Parameters'). */
const HONOURED = [
  'query',
  'page',
  'hitsPerPage',
  'offset',
  'length',
  'facets',
  'maxValuesPerFacet',
  'maxFacetHits',
  'facetQuery',
  'filters',
  'facetFilters',
  'numericFilters',
  'tagFilters',
  'highlightPreTag',
  'highlightPostTag',
  'attributesToRetrieve',
  'attributesToHighlight',
  'attributesToSnippet',
  'snippetEllipsisText',
  'getRankingInfo',
  'responseFields',
  'typoTolerance',
  'clickAnalytics',
] as const;

/** Parameters only a facet-value search acts on. */
const FACET_SEARCH_ONLY: ReadonlySet<string> = new Set(['facetQuery', 'maxFacetHits']);

/**
 * Parameters accepted with no effect because there is nothing here for them to change: analytics and
 * personalisation this engine does not keep (`analytics`, `analyticsTags`, `userToken`, `enableABTest`,
 * `enablePersonalization`, `percentileComputation`), rules and distinct it has none of (`enableRules`,
 * `ruleContexts`, `facetingAfterDistinct`), and whether to compute the facet counts exhaustively (always).
 * InstantSearch and Autocomplete send several of them on every query.
 */
const INERT = [
  'analytics',
  'analyticsTags',
  'userToken',
  'enableABTest',
  'enablePersonalization',
  'personalizationImpact',
  'percentileComputation',
  'enableRules',
  'ruleContexts',
  'facetingAfterDistinct',
  'sumOrFiltersScores',
] as const;

/**
 * Algolia parameters this engine does not implement: refused with a 400 naming them rather than ignored,
 * so a client never believes it got what it asked for.
 */
const UNSUPPORTED = new Set([
  'advancedSyntax',
  'advancedSyntaxFeatures',
  'allowTyposOnNumericTokens',
  'alternativesAsExact',
  'aroundLatLng',
  'aroundLatLngViaIP',
  'aroundPrecision',
  'aroundRadius',
  'attributeCriteriaComputedByMinProximity',
  'decompoundQuery',
  'disableExactOnAttributes',
  'disableTypoToleranceOnAttributes',
  'distinct',
  'exactOnSingleWordQuery',
  'ignorePlurals',
  'insideBoundingBox',
  'insidePolygon',
  'minProximity',
  'minimumAroundRadius',
  'minWordSizefor1Typo',
  'minWordSizefor2Typos',
  'naturalLanguages',
  'optionalFilters',
  'optionalWords',
  'queryLanguages',
  'queryType',
  'reRankingApplyFilter',
  'relevancyStrictness',
  'removeStopWords',
  'removeWordsIfNoResults',
  'replaceSynonymsInHighlight',
  'restrictHighlightAndSnippetArrays',
  'restrictSearchableAttributes',
  'returnExtraAttributes',
  'semanticSearch',
  'similarQuery',
  'sortFacetValuesBy',
  'synonyms',
  'mode',
]);

const ACCEPTED: ReadonlySet<string> = new Set<string>([...HONOURED, ...INERT]);

/**
 * Refuses a parameter this kind of search does not act on: Algolia's `Unknown parameter` 400 for names it
 * does not know, a 400 naming the parameter for ones it knows but we do not implement, or that belong to
 * facet-value searches only. The name is cut short and kept printable.
 */
export function checkParameterNames(names: Iterable<string>, facetSearch: boolean): void {
  for (const name of names) {
    const shown = name.replace(/[^\w.-]/g, '?').slice(0, 60);
    if (FACET_SEARCH_ONLY.has(name) && !facetSearch) {
      throw new AppError('BAD_REQUEST', `${shown} is only used by a facet-value search.`, {
        [shown]: 'Only for facet-value searches.',
      });
    }
    if (ACCEPTED.has(name)) continue;
    if (UNSUPPORTED.has(name)) {
      throw new AppError(
        'BAD_REQUEST',
        `Unsupported parameter: ${shown} is not implemented by this engine.`,
        {
          [shown]: 'Not supported.',
        },
      );
    }
    throw new AppError('BAD_REQUEST', `Unknown parameter: ${shown}`, { [shown]: 'Unknown parameter.' });
  }
}
