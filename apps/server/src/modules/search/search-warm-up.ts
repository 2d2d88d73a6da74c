import { SEARCH_FACET_ATTRIBUTES, SEARCH_INDEX_PREFIX } from '@larder/contract';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { multiQuery, type SearchViewer } from './search.service.ts';

// A misspelt word and a plain one: the first reads the vocabulary and synonyms and runs the relaxed retry's
// statements, the second the common path with facets and price statistics.
const WARM_QUERIES = ['salmn filet', 'olive oil'];

/**
 * Runs the storefront's first searches once after the server starts, in the background, so the first buyer
 * does not pay for what is cold in a new process: the catalog vocabulary and synonyms read into memory, the
 * catalog read model, and the planning of the search statements (PGlite plans each one anew in a new
 * process). Failures are logged and change nothing: a cold search still answers.
 */
export async function warmUpSearch(db: Db, log: FastifyBaseLogger): Promise<void> {
  const started = performance.now();
  try {
    const [group] = await queryRows<{ id: string; brand: number }>(
      db,
      sql`select cg.id, o.brand from customer_groups cg join organizations o on o.customer_group_id = cg.id limit 1`,
    );
    const viewers: SearchViewer[] = [{ customerGroupId: null, brand: null }];
    if (group) viewers.push({ customerGroupId: group.id, brand: group.brand });
    for (const viewer of viewers) {
      for (const query of WARM_QUERIES) {
        await multiQuery(
          db,
          {
            requests: [
              {
                indexName: `${SEARCH_INDEX_PREFIX}northeast`,
                params: { query, facets: [...SEARCH_FACET_ATTRIBUTES, 'price'], clickAnalytics: true },
              },
            ],
          },
          viewer,
        );
      }
    }
    log.info({ ms: Math.round(performance.now() - started) }, 'search warmed up');
  } catch (error) {
    log.warn({ err: error }, 'search warm-up failed; the first searches run cold');
  }
}
