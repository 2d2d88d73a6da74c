import { z } from 'zod';
import { queryInteger, text } from './primitives.ts';
import { SEARCH_QUERY_MAX_LENGTH, searchHitSchema } from './search.ts';

/** Most phrases one synonym group may hold. */
export const SYNONYM_MAX_PHRASES = 20;

/** Longest phrase of a synonym group, in characters. */
export const SYNONYM_PHRASE_MAX_LENGTH = 100;

/** A group of words and phrases buyers use for one another ('evoo', 'extra virgin olive oil'). */
export const searchSynonymSchema = z.object({
  id: z.string(),
  phrases: z.array(z.string()),
  updatedAt: z.string(),
});

/** One synonym group. */
export type SearchSynonym = z.infer<typeof searchSynonymSchema>;

/** Answer of `GET /web-api/staff/search/synonyms`: every group, in the order of their first phrase. */
export const searchSynonymListSchema = z.object({ items: z.array(searchSynonymSchema) });

/** A phrase of a synonym group: some letters or digits, at most 100 characters. */
const synonymPhrase = text()
  .trim()
  .min(1, 'A phrase cannot be empty.')
  .max(SYNONYM_PHRASE_MAX_LENGTH)
  .refine((value) => /[\p{L}\p{N}]/u.test(value), 'A phrase needs a letter or a digit.');

/** Body of creating or replacing a synonym group: two or more different phrases. */
export const searchSynonymBodySchema = z.object({
  phrases: z
    .array(synonymPhrase)
    .min(2, 'A synonym group needs at least two phrases.')
    .max(SYNONYM_MAX_PHRASES)
    .refine(
      (phrases) => new Set(phrases.map((p) => p.toLowerCase())).size === phrases.length,
      'Each phrase may appear once.',
    ),
});

/** A synonym group as staff send it. */
export type SearchSynonymBody = z.infer<typeof searchSynonymBodySchema>;

/** Path of one synonym group. */
export const searchSynonymParamsSchema = z.object({ id: text().min(1).max(100) });

/** Query of `GET /search/SearchAsYouType/`: what was typed so far, and how many products to show. */
export const searchAsYouTypeQuerySchema = z.object({
  q: text().max(SEARCH_QUERY_MAX_LENGTH).default(''),
  limit: queryInteger(1, 20).default(6),
});

/** Answer of `GET /search/SearchAsYouType/`: the header search box's suggestions as the buyer types. */
export const searchAsYouTypeResponseSchema = z.object({
  query: z.string(),
  /** The search page for the query, for 'See all results'. */
  searchUrl: z.string(),
  nbHits: z.number().int(),
  /** Product names to search for instead, with the typed words highlighted. */
  suggestions: z.array(z.object({ value: z.string(), highlighted: z.string() })),
  /** Categories the matches fall into, most matches first. */
  categories: z.array(z.object({ name: z.string(), url: z.string(), count: z.number().int() })),
  /** The best matching products, scoped to and priced for the viewer like search hits. */
  products: z.array(searchHitSchema),
});

/** The search-as-you-type data. */
export type SearchAsYouType = z.infer<typeof searchAsYouTypeResponseSchema>;
