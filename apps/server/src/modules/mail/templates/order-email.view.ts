/**
 * What an order e-mail says, already in words: the templates (HTML and plain text) only lay it out, so
 * both say the same thing and neither decides anything.
 */

/** One line of an order as the e-mail lists it. */
export interface OrderEmailLine {
  title: string;
  sku: string;
  /** The pack size, e.g. '4/1 GAL'. */
  pack: string;
  quantity: number;
  unit: string;
  /** '$24.50', '$6.50 per LB' or 'Price Pending'. */
  unitPrice: string;
  /** '$49.00', or 'Price Pending'. */
  lineTotal: string;
  /** A catch-weight line: its total is an estimate from the average weight. */
  estimated: boolean;
  pricePending: boolean;
}

/** The sums of an order or of several, with what they must say about themselves. */
export interface OrderEmailTotals {
  subtotal: string;
  shipping: string;
  total: string;
  /** Catch-weight lines are in it: each amount is marked est. */
  estimated: boolean;
  /** Lines without a price, left out of it. */
  pendingCount: number;
}

/** One order (one sub-cart) as the e-mail records it. */
export interface OrderEmailOrder {
  webOrderNumber: string;
  erpOrderNumber: string;
  /** Who delivers it and how, e.g. 'New York Warehouse · Cheese Vendor (Drop-ship)'. */
  subCart: string;
  /** 'Wednesday, December 2, 2026'. */
  deliveryDate: string;
  purchaseOrderNumber: string;
  note: string;
  /** The address lines the order goes to, the first naming the restaurant (or the recipient). */
  deliveryAddress: string[];
  /** The last moment changes are accepted, on the business unit's clock: 'Tue, Dec 1, 2026, 4:00 PM EST'. Null once cancelled. */
  changesUntil: string | null;
  lines: OrderEmailLine[];
  totals: OrderEmailTotals;
  /** Where the buyer reads the order on the storefront. */
  url: string;
}

/** What happened to the orders. */
export type OrderEmailKind = 'placed' | 'edited' | 'cancelled';

/** A whole order e-mail. */
export interface OrderEmailView {
  kind: OrderEmailKind;
  to: string;
  subject: string;
  /** 'Hi Ada,' or 'Hello,'. */
  greeting: string;
  /** The sentence that says what happened. */
  intro: string;
  organization: { name: string; address: string[] };
  orders: OrderEmailOrder[];
  /** The sum over every order, when there are several. */
  grandTotal: OrderEmailTotals | null;
  /** The one-line explanation of estimated amounts, when any amount is one. */
  estimateExplanation: string | null;
  /** 'Total excludes items with pending prices'. */
  pendingNote: string;
}
