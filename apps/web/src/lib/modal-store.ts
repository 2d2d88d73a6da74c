import { create } from 'zustand';

/** Every modal the storefront tracks as visible or hidden (spec section 2), plus the guard's and the shell's. */
export const MODAL_NAMES = [
  'deleteOrderGuide',
  'transferGuideOwnership',
  'orderGuideListing',
  'orderGuideSearch',
  'orderGuideDetail',
  'orderGuidesWidget',
  'impersonation',
  'headerImpersonation',
  'cancelOrder',
  'reorderFailedOrder',
  'cancelEditOrder',
  'addToCart',
  'reportProductIssue',
  'productLearnMore',
  'webIssue',
  'navigationConfirm',
  'guideCartSpeedBump',
  'editOrderSpeedBump',
  'startOrder',
  'similarItems',
] as const;

/** The name of a tracked modal. */
export type ModalName = (typeof MODAL_NAMES)[number];

/** The guide a guide modal is about (spec section 3). */
export interface GuideModalData {
  guideId: number;
  orderGuideTitle: string;
}

/** What the order guides widget modal holds (spec section 3). */
export interface GuidesWidgetData {
  itemIdList: string[];
  itemName: string;
  unitOfMeasure: string;
  segmentData: Record<string, unknown>;
}

/** One product the buyer just put in the cart: the add to cart modal says which delivery it joined. */
export interface AddedToCartItem {
  productSku: string;
  unitOfMeasure: string;
  /** How many were added (or, for PPro organizations, set as the cart quantity). */
  quantity: number;
  name: string;
}

interface ModalStore {
  visible: Record<ModalName, boolean>;
  guide: GuideModalData | null;
  widget: GuidesWidgetData | null;
  /** The SKU the see-similar-items modal is about. */
  similarItemsSku: string | null;
  /** What the add to cart modal reports: the items, and the sentence that sums them up. */
  addedToCart: { items: AddedToCartItem[]; message: string } | null;
  /** The product the product learn more modal is about. */
  learnMoreSku: string | null;
  show: (name: ModalName) => void;
  hide: (name: ModalName) => void;
}

const allHidden = Object.fromEntries(MODAL_NAMES.map((name) => [name, false])) as Record<ModalName, boolean>;

/** Which modals are open, and the data the open ones show. */
export const useModalStore = create<ModalStore>()((set) => ({
  visible: allHidden,
  guide: null,
  widget: null,
  similarItemsSku: null,
  addedToCart: null,
  learnMoreSku: null,
  show: (name) => set((state) => ({ visible: { ...state.visible, [name]: true } })),
  hide: (name) => set((state) => ({ visible: { ...state.visible, [name]: false } })),
}));

/** Whether one modal is open. */
export function useModalVisible(name: ModalName): boolean {
  return useModalStore((state) => state.visible[name]);
}

/** Opens the add to cart modal about what was just added (from a product page, a search result or a guide). */
export function showAddedToCart(items: AddedToCartItem[], message: string): void {
  if (items.length === 0) return;
  const active = document.activeElement;
  addedToCartOpener =
    active && active !== document.body
      ? { element: active, area: active.closest('[data-sku], form, section') }
      : null;
  useModalStore.setState((state) => ({
    addedToCart: { items, message },
    visible: { ...state.visible, addToCart: true },
  }));
}

// The control that opened the add to cart modal, and the product card or form around it (the control
// itself may be gone when the modal closes: a result card swaps its button for the full control).
let addedToCartOpener: { element: Element; area: Element | null } | null = null;

/** Takes the control the add to cart modal was opened from, and the area around it, to give focus back to. */
export function takeAddedToCartOpener(): { element: Element; area: Element | null } | null {
  const opener = addedToCartOpener;
  addedToCartOpener = null;
  return opener;
}

/** Opens the product learn more modal for a product. */
export function showProductLearnMore(sku: string): void {
  useModalStore.setState((state) => ({
    learnMoreSku: sku,
    visible: { ...state.visible, productLearnMore: true },
  }));
}
