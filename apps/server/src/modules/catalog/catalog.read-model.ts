// Read model (ADR 015): the catalog tables other modules may select from and join, and never write; the
// catalog changes them through its own service and the ERP integration. Readers: content (categories and
// product heads), notify-me (units and their stock), order guides (products and units), orders (vendors),
// search (prices of a product's units), cart (the change stamp). Price and stock together are read through
// orderable-prices.read-model.ts, not joined by hand.

/** Catalog tables readable by other modules: join and select only. */
export { catalogStamp, categories, inventory, prices, products, variants, vendors } from './catalog.table.ts';
