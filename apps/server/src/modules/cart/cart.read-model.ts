// Read model (ADR 015): carts and their lines as other modules may read them, never write.
// Readers: issue reports (a product issue reported from a cart line must be a line of the buyer's own cart).

/** Carts and cart lines, readable by other modules: join and select only. */
export { cartLines, carts } from './cart.table.ts';
