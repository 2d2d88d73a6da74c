import type { SearchFacetAttribute, SearchSort } from '@larder/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, prices, variants } from '../catalog/catalog.read-model.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { Filter, FilterAttribute, NumericOperator } from './search-filters.ts';
import type { SearchVariantSummary } from './search.table.ts';

/** Who is searching: an organization's price list and brand, or an anonymous visitor (both null). */
export interface SearchViewer {
  customerGroupId: string | null;
  brand: number | null;
}

/** What the SQL needs of a query once its words are resolved. */
export interface SearchPlan {
  /** The tsquery text (already made of safe words), or null to match everything. */
  tsquery: string | null;
  /** The query as typed, trimmed: an exact sku match ranks first. */
  rawQuery: string;
  /**
   * When not every word could match (a relaxed query): each part's tsquery and weight; a product ranks by
   * the weights of the parts it matches, so the rarer words a product has, the higher it comes.
   */
  partWeights?: { tsquery: string; weight: number }[];
  filters: Filter[];
  sort: SearchSort;
  offset: number;
  limit: number;
  facets: SearchFacetAttribute[];
  maxValuesPerFacet: number;
  withPriceStats: boolean;
}

/** A page row as the database returns it. */
export interface SearchRow {
  sku: string;
  name: string;
  brand: string;
  brandCode: number;
  category: string;
  subcategory: string;
  subsubcategory: string;
  description: string;
  imageUrl: string;
  url: string;
  packSize: string;
  unit: string;
  tags: string[];
  inStock: boolean;
  price: string | number | null;
  variants: SearchVariantSummary[];
  variantPrices: Record<string, string | number>;
}

/** What one search query returns before it is shaped into Algolia's answer. */
export interface SearchOutcome {
  total: number;
  rows: SearchRow[];
  facets: Partial<Record<SearchFacetAttribute, [string, number][]>>;
  priceStats: { min: number; max: number; avg: number; sum: number } | null;
}

// Identifiers come from these fixed maps only; values always travel as parameters.
const FACET_COLUMN: Record<FilterAttribute, string> = {
  brand: 'sp.brand',
  category: 'sp.category',
  subcategory: 'sp.subcategory',
  subsubcategory: 'sp.subsubcategory',
  unit: 'sp.unit',
  packSize: 'sp.pack_size',
  sku: 'sp.sku',
  tags: 'sp.tags',
  inStock: 'sp.in_stock',
};
const MATCHED_COLUMN: Record<SearchFacetAttribute, string> = {
  brand: 'brand',
  category: 'category',
  subcategory: 'subcategory',
  subsubcategory: 'subsubcategory',
  unit: 'unit',
  packSize: 'pack_size',
  tags: 'tags',
  inStock: 'in_stock',
};
const NUMERIC_COLUMN = { price: 'spr.price', brandCode: 'sp.brand_code' } as const;
const OPERATOR: Record<NumericOperator, string> = {
  '<': '<',
  '<=': '<=',
  '=': '=',
  '!=': '<>',
  '>=': '>=',
  '>': '>',
};

function filterSql(filter: Filter): SQL {
  switch (filter.kind) {
    case 'and':
      return sql`(${sql.join(filter.filters.map(filterSql), sql` and `)})`;
    case 'or':
      return sql`(${sql.join(filter.filters.map(filterSql), sql` or `)})`;
    case 'not':
      return sql`not coalesce(${filterSql(filter.filter)}, false)`;
    case 'facet':
      if (filter.attribute === 'tags') return sql`(${filter.value} = any(sp.tags))`;
      if (filter.attribute === 'inStock') return sql`(sp.in_stock = ${filter.value === 'true'})`;
      return sql`(${sql.raw(FACET_COLUMN[filter.attribute])} = ${filter.value})`;
    case 'numeric':
      return sql`(${sql.raw(NUMERIC_COLUMN[filter.attribute])} ${sql.raw(OPERATOR[filter.operator])} ${filter.value})`;
    case 'range':
      return sql`(${sql.raw(NUMERIC_COLUMN[filter.attribute])} between ${filter.from} and ${filter.to})`;
  }
}

function orderSql(sort: SearchSort, hasText: boolean): SQL {
  switch (sort) {
    case 'name_asc':
      return sql`name, sku`;
    case 'price_asc':
      return sql`price asc nulls last, name, sku`;
    case 'price_desc':
      return sql`price desc nulls last, name, sku`;
    case 'brand_asc':
      return sql`brand, name, sku`;
    case 'relevance':
      // Among equals, the shorter name first: 'Lemons' before 'Lemon Infused Olive Oil' for 'lemon'.
      return hasText ? sql`rank desc, in_stock desc, length(name), name, sku` : sql`in_stock desc, name, sku`;
  }
}

/** Products the viewer may see: restricted products only for organizations of the product's own brand. */
function visibilitySql(viewer: SearchViewer): SQL {
  return viewer.brand === null
    ? sql`not sp.is_restricted`
    : sql`(not sp.is_restricted or sp.brand_code = ${viewer.brand})`;
}

/** Whether a filter tests the price. */
function usesPrice(filter: Filter): boolean {
  switch (filter.kind) {
    case 'and':
    case 'or':
      return filter.filters.some(usesPrice);
    case 'not':
      return usesPrice(filter.filter);
    case 'facet':
      return false;
    case 'numeric':
    case 'range':
      return filter.attribute === 'price';
  }
}

/** The viewer's price of a product, or null; `alias` names the row that carries the sku. */
function priceOf(viewer: SearchViewer, alias: string): SQL {
  return viewer.customerGroupId === null
    ? sql`null::numeric`
    : sql`(select x.price from search_prices x where x.sku = ${sql.raw(alias)}.sku and x.customer_group_id = ${viewer.customerGroupId})`;
}

/**
 * The products that match a plan's words, filters and visibility, with rank, and with the viewer's price
 * when the match needs it (price sort, price filter, price statistics); otherwise only the page reads prices.
 */
function matchedSql(
  plan: Pick<SearchPlan, 'tsquery' | 'rawQuery' | 'filters' | 'partWeights'>,
  viewer: SearchViewer,
  withPrice: boolean,
): SQL {
  const conditions = [visibilitySql(viewer), ...plan.filters.map(filterSql)];
  const text = plan.tsquery === null ? null : sql`to_tsquery('english', ${plan.tsquery})`;
  if (text) conditions.push(sql`sp.document @@ ${text}`);
  const parts = (plan.partWeights ?? []).map(
    (part) =>
      sql` + case when sp.document @@ to_tsquery('english', ${part.tsquery}) then ${part.weight}::float8 else 0 end`,
  );
  const rank = text
    ? sql`ts_rank(sp.document, ${text}) + case when sp.sku = ${plan.rawQuery} then 1000 else 0 end ${sql.join(parts, sql``)}`
    : sql`0`;
  // The price filter reads spr.price: a lateral join exposes it under that name for filterSql.
  const price = withPrice
    ? sql`left join lateral (select ${priceOf(viewer, 'sp')} as price) spr on true`
    : sql``;
  return sql`
    select sp.sku, sp.name, sp.brand, sp.category_id, sp.category, sp.subcategory, sp.subsubcategory, sp.unit, sp.pack_size,
      sp.tags, sp.in_stock, ${withPrice ? sql`spr.price` : sql`null::numeric as price`}, ${rank} as rank
    from search_products sp ${price}
    where ${sql.join(conditions, sql` and `)}`;
}

function facetSql(facet: SearchFacetAttribute, limit: number): SQL {
  const column = MATCHED_COLUMN[facet];
  const source =
    facet === 'tags'
      ? sql`select t as v from m, unnest(m.tags) t`
      : facet === 'inStock'
        ? sql`select m.in_stock::text as v from m`
        : sql`select ${sql.raw(`m.${column}`)} as v from m`;
  return sql`(select coalesce(json_agg(json_build_array(f.v, f.c) order by f.c desc, f.v), '[]'::json)
    from (select v, count(*)::int as c from (${source}) s group by v order by c desc, v limit ${limit}) f)`;
}

/** Runs one search in one statement: total, the page of hits (with variant prices) and every facet's counts. */
export async function runSearch(db: Db, plan: SearchPlan, viewer: SearchViewer): Promise<SearchOutcome> {
  const order = orderSql(plan.sort, plan.tsquery !== null);
  const withPrice =
    plan.filters.some(usesPrice) ||
    (viewer.customerGroupId !== null &&
      (plan.sort === 'price_asc' || plan.sort === 'price_desc' || plan.withPriceStats));
  const variantPrices =
    viewer.customerGroupId === null
      ? sql`'{}'::json`
      : sql`(select coalesce(json_object_agg(pr.variant_id, pr.price), '{}'::json) from ${prices} pr
          join ${variants} x on x.id = pr.variant_id
          where x.product_sku = sp.sku and pr.customer_group_id = ${viewer.customerGroupId})`;
  const facetColumns = plan.facets.map(
    (facet) => sql`, ${facetSql(facet, plan.maxValuesPerFacet)} as ${sql.identifier(`f_${facet}`)}`,
  );
  const stats = plan.withPriceStats
    ? sql`, (select json_build_object('min', min(price), 'max', max(price), 'avg', avg(price), 'sum', sum(price))
        from m where price is not null) as price_stats`
    : sql``;
  const page =
    plan.limit === 0
      ? sql`'[]'::json`
      : sql`(select coalesce(json_agg(json_build_object(
          'sku', sp.sku, 'name', sp.name, 'brand', sp.brand, 'brandCode', sp.brand_code, 'category', sp.category,
          'subcategory', sp.subcategory, 'subsubcategory', sp.subsubcategory, 'description', sp.description,
          'imageUrl', sp.image_url, 'url', sp.url, 'packSize', sp.pack_size, 'unit', sp.unit, 'tags', sp.tags,
          'inStock', sp.in_stock, 'price', ${withPrice ? sql`p.price` : priceOf(viewer, 'sp')}, 'variants', sp.variants, 'variantPrices', ${variantPrices}
        ) order by p.ord), '[]'::json)
        from (select sku, price, row_number() over (order by ${order}) as ord from m
              order by ${order} limit ${plan.limit} offset ${plan.offset}) p
        join search_products sp on sp.sku = p.sku)`;
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`
    with m as materialized (${matchedSql(plan, viewer, withPrice)})
    select (select count(*)::int from m) as total, ${page} as page ${sql.join(facetColumns, sql``)} ${stats}`,
  );
  if (!row) throw new Error('a search returned no row');
  const facets: SearchOutcome['facets'] = {};
  for (const facet of plan.facets) facets[facet] = parseJson(row[`f_${facet}`]) as [string, number][];
  const priceStats = plan.withPriceStats ? (parseJson(row.price_stats) as SearchOutcome['priceStats']) : null;
  return {
    total: Number(row.total),
    rows: parseJson(row.page) as SearchRow[],
    facets,
    priceStats: priceStats && priceStats.min !== null ? priceStats : null,
  };
}

/** The categories (sub-subcategories) a query's matches fall into, most matches first, with their pages. */
export async function categoryCounts(
  db: Db,
  plan: Pick<SearchPlan, 'tsquery' | 'rawQuery' | 'filters' | 'partWeights'>,
  viewer: SearchViewer,
  limit: number,
): Promise<{ name: string; url: string; count: number }[]> {
  const rows = await queryRows<{ name: string; url: string; count: number }>(
    db,
    sql`
    with m as materialized (${matchedSql(plan, viewer, plan.filters.some(usesPrice))})
    select c.name, c.url, count(*)::int as count from m join ${categories} c on c.id = m.category_id
    group by c.id, c.name, c.url order by count(*) desc, c.name limit ${limit}`,
  );
  return rows.map((r) => ({ name: r.name, url: r.url, count: Number(r.count) }));
}

/** How many products match any of the tsqueries, and each of them (whoever asks): how rare each part is. */
export async function matchCounts(
  db: Db,
  tsqueries: readonly string[],
): Promise<{ matched: number; counts: number[] }> {
  const counts = tsqueries.map(
    (text, i) =>
      sql`, count(*) filter (where document @@ to_tsquery('english', ${text}))::int as ${sql.identifier(`c${i}`)}`,
  );
  const [row] = await queryRows<Record<string, number>>(
    db,
    sql`select count(*)::int as matched ${sql.join(counts, sql``)} from search_products
      where document @@ to_tsquery('english', ${tsqueries.map((t) => `(${t})`).join(' | ')})`,
  );
  return { matched: Number(row?.matched ?? 0), counts: tsqueries.map((_, i) => Number(row?.[`c${i}`] ?? 0)) };
}

/** json columns arrive parsed from node-postgres and PGlite alike; strings only from drivers that do not. */
function parseJson(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

/** Escapes LIKE wildcards so a typed '%' or '_' means itself. */
function likePrefix(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Values of one facet among a query's matches whose text, or one of its words, starts like `facetQuery`. */
export async function searchFacetValues(
  db: Db,
  plan: Pick<SearchPlan, 'tsquery' | 'rawQuery' | 'filters' | 'partWeights'>,
  viewer: SearchViewer,
  facet: SearchFacetAttribute,
  facetQuery: string,
  limit: number,
): Promise<[string, number][]> {
  const prefix = likePrefix(facetQuery.trim().toLowerCase());
  const source =
    facet === 'tags'
      ? sql`select t as v from m, unnest(m.tags) t`
      : facet === 'inStock'
        ? sql`select m.in_stock::text as v from m`
        : sql`select ${sql.raw(`m.${MATCHED_COLUMN[facet]}`)} as v from m`;
  const rows = await queryRows<{ v: string; c: number }>(
    db,
    sql`
    with m as materialized (${matchedSql(plan, viewer, plan.filters.some(usesPrice))})
    select v, count(*)::int as c from (${source}) s
    where lower(v) like ${`${prefix}%`} or lower(v) like ${`% ${prefix}%`}
    group by v order by c desc, v limit ${limit}`,
  );
  return rows.map((r) => [r.v, Number(r.c)]);
}
