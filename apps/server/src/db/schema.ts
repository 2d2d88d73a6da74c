/** Every table of the storefront, for the Drizzle client and drizzle-kit. */
export * from '../modules/auth/auth.table.ts';
export * from '../modules/organizations/organizations.table.ts';
export * from '../modules/impersonation/impersonation.table.ts';
export * from '../modules/catalog/catalog.table.ts';
export * from '../modules/jobs/jobs.table.ts';
export * from '../modules/content/content.table.ts';
export * from '../modules/analytics/analytics.table.ts';
export * from '../modules/cart/cart.table.ts';
export * from '../modules/orders/orders.table.ts';
export * from '../modules/search/search.table.ts';
export * from '../modules/notify-me/notify-me.table.ts';
export * from '../modules/order-guides/order-guides.table.ts';
