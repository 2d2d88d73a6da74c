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

interface ModalStore {
  visible: Record<ModalName, boolean>;
  guide: GuideModalData | null;
  widget: GuidesWidgetData | null;
  /** The SKU the see-similar-items modal is about. */
  similarItemsSku: string | null;
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
  show: (name) => set((state) => ({ visible: { ...state.visible, [name]: true } })),
  hide: (name) => set((state) => ({ visible: { ...state.visible, [name]: false } })),
}));

/** Whether one modal is open. */
export function useModalVisible(name: ModalName): boolean {
  return useModalStore((state) => state.visible[name]);
}
