import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import {
  CATALOG_CONTENT_STAMP,
  CATALOG_STAMP,
  catalogStamp,
  inventory,
  prices,
  variants,
} from './catalog.table.ts';

// Read model (ADR 015): how a variant's price for a customer group and its stock are read, published by
// the catalog so that ordering screens (catalog's orderable variants, order guides) join them one way.

const secondaryInventory = alias(inventory, 'secondary_inventory');

/**
 * The price for the customer group (null: Price Pending) and the stock at the variant's two business units,
 * typed as nullable here because the joins that bring them are added to a dynamic query.
 */
export const priceAndStockColumns = {
  price: sql`${prices.price}`.mapWith(prices.price) as SQL<string | null>,
  primaryStock: sql`${inventory.quantity}`.mapWith(inventory.quantity) as SQL<number | null>,
  secondaryStock: sql`${secondaryInventory.quantity}`.mapWith(secondaryInventory.quantity) as SQL<
    number | null
  >,
};

/**
 * Joins a select from `variants` (made dynamic) to the price of the customer group named by the
 * `customerGroupId` placeholder and to the stock at the variant's primary and secondary business units, so
 * that `priceAndStockColumns` can be selected. Callers add their own joins, filter and order, then prepare.
 */
export function withPriceAndStock<Query extends PgSelect>(query: Query) {
  return query
    .leftJoin(
      prices,
      and(eq(prices.variantId, variants.id), eq(prices.customerGroupId, sql.placeholder('customerGroupId'))),
    )
    .leftJoin(
      inventory,
      and(eq(inventory.variantId, variants.id), eq(inventory.businessUnitId, variants.businessUnitId)),
    )
    .leftJoin(
      secondaryInventory,
      and(
        eq(secondaryInventory.variantId, variants.id),
        eq(secondaryInventory.businessUnitId, variants.secondaryBusinessUnitId),
      ),
    );
}

/**
 * The catalog's change stamp (ADR 010) as a column of another statement: it moves with any write of
 * products, variants, vendors, prices or stock. A one-row subquery PostgreSQL evaluates once per statement,
 * so a reader gets it without a round trip of its own.
 */
export function currentCatalogStamp() {
  return stampColumn(CATALOG_STAMP);
}

/**
 * The stamp of the catalog's content alone (products, variants, vendors; migration 0020), as a column: for
 * what is kept without prices and stock, which move with every submit and every feed.
 */
export function currentCatalogContentStamp() {
  return stampColumn(CATALOG_CONTENT_STAMP);
}

// The row as a literal, so every statement that embeds the stamp keeps one text (and one prepared plan).
function stampColumn(row: number) {
  return sql<
    number | null
  >`(select ${catalogStamp.version} from ${catalogStamp} where ${catalogStamp.id} = ${sql.raw(String(row))})`.mapWith(
    Number,
  );
}
