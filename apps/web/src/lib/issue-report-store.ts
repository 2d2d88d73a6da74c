import { create } from 'zustand';
import { useModalStore } from './modal-store.ts';

/** The product a report product issue modal is about, and the cart or order line it was opened from. */
export type ProductIssueTarget = { productSku: string; productTitle: string } & (
  | { source: 'product' }
  | { source: 'cart'; cartLineId: string }
  | { source: 'order'; webOrderNumber: string; lineNumber: number }
);

interface IssueReportStore {
  product: ProductIssueTarget | null;
}

/**
 * What the report product issue modal is about. It lives in lib so that the product page, the cart and
 * order details (three features) open the one modal without importing the feature that owns it.
 */
export const useIssueReportStore = create<IssueReportStore>()(() => ({ product: null }));

/** Opens the report product issue modal (spec section 2) for a product, cart line or order line. */
export function openProductIssue(target: ProductIssueTarget): void {
  useIssueReportStore.setState({ product: target });
  useModalStore.getState().show('reportProductIssue');
}

/** Opens the web issue modal (spec section 2): a problem with the site, reported from where it is seen. */
export function openWebIssue(): void {
  useModalStore.getState().show('webIssue');
}
