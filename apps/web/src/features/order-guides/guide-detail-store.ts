import type { OrderGuideCategoryType, OrderGuideLineItem } from '@larder/contract';
import { ORDER_GUIDE_DEFAULT_PAGE_SIZE } from '@larder/contract';
import {
  guideCartCount,
  guideCartQuantity,
  guideItemKey,
  setGuideCartEntry,
  type GuideCartEntry,
  type GuideEdit,
  type GuideGroups,
  type GuideMode,
} from '@larder/domain';
import { parsePrice } from '@larder/domain';
import { create } from 'zustand';
import { useNavigationGuardStore } from '../../lib/navigation-guard-store.ts';
import { isOnline } from '../../lib/offline/offline-store.ts';
import { orderVariant } from './guide-rows.ts';
import { itemLabel } from './item-label.ts';

/** A guide's groups as the detail screen holds them. */
export type DetailGroups = GuideGroups<OrderGuideLineItem>;

/** The detail screen's UI state (spec section 3: page, pageSize, search term, saved category, mode). */
export interface GuideDetailState {
  guideId: number | null;
  mode: GuideMode;
  /** The grouping shown: product categories or the guide's own groups. */
  view: OrderGuideCategoryType;
  searchTerm: string;
  page: number;
  pageSize: number;
  /** The edit session's working groups and the backup taken when it began. */
  edit: { groups: DetailGroups; backup: DetailGroups } | null;
  /** Edit mode's page-by-page load is under way. */
  editLoading: boolean;
  /** The cart in the guide (client state per spec section 4). */
  cart: GuideCartEntry[];
  /** On-hand counts typed for par levels, by item key (SKU and unit). */
  onHand: Record<string, number>;
  /** A save is in flight. */
  saving: boolean;
}

const initial: GuideDetailState = {
  guideId: null,
  mode: 'default',
  view: 'cwCategories',
  searchTerm: '',
  page: 1,
  pageSize: ORDER_GUIDE_DEFAULT_PAGE_SIZE,
  edit: null,
  editLoading: false,
  cart: [],
  onHand: {},
  saving: false,
};

/** The order guide detail screen's state; the navigation guard reads its mode and cart count. */
export const useGuideDetailStore = create<GuideDetailState>()(() => initial);

/** Opens a guide: state held for a different guide is dropped (spec section 4). */
export function openGuide(guideId: number, view: OrderGuideCategoryType): void {
  const state = useGuideDetailStore.getState();
  if (state.guideId === guideId) return;
  useGuideDetailStore.setState({ ...initial, guideId, view });
}

/** Leaves the detail screen: the guard no longer protects a guide. */
export function closeGuide(): void {
  useGuideDetailStore.setState(initial);
}

/** The guide item a substitution's quantity is typed under: its SKU and its unit. */
export type GuideParentItem = Pick<OrderGuideLineItem, 'productSku' | 'unitOfMeasure'>;

/** Sets one quantity of the cart in the guide, for the item's own unit (a substitution: under its parent item); 0 removes it. */
export function setGuideQuantity(
  item: Pick<OrderGuideLineItem, 'productSku' | 'unitOfMeasure' | 'inStock'>,
  quantity: number,
  parent: GuideParentItem | null = null,
) {
  useGuideDetailStore.setState((state) => ({
    cart: setGuideCartEntry(state.cart, {
      productSku: item.productSku,
      unitOfMeasure: item.unitOfMeasure,
      parentProductSku: parent?.productSku ?? null,
      parentUnitOfMeasure: parent?.unitOfMeasure ?? null,
      quantity,
      inStock: item.inStock,
    }),
  }));
}

/** An item whose quantity is typed: a guide item or a substitution. */
type TypedItem = Pick<OrderGuideLineItem, 'productSku' | 'unitOfMeasure' | 'inStock' | 'name' | 'variants'>;

/**
 * Sets a quantity the buyer typed. Without a connection it is also queued in storage, with its own
 * Idempotency-Key, to reach the cart on reconnect (issue 34, ADR 047): a closed tab keeps it.
 */
export function typeGuideQuantity(item: TypedItem, quantity: number, parent: GuideParentItem | null = null) {
  setGuideQuantity(item, quantity, parent);
  if (isOnline()) return;
  const guideId = useGuideDetailStore.getState().guideId;
  const price = orderVariant(item)?.price;
  const seen = price && price !== 'Price Pending' ? parsePrice(price) : 0;
  void import('../../lib/offline/offline-queue.ts').then(({ queueChange }) =>
    queueChange({
      productSku: item.productSku,
      unitOfMeasure: item.unitOfMeasure,
      quantity,
      seenPrice: seen > 0 ? seen : null,
      guideId,
      name: itemLabel(item),
    }),
  );
}

/** The quantity typed for an item in its unit (a substitution: under its parent's SKU and unit). */
export function useGuideQuantity(
  item: Pick<OrderGuideLineItem, 'productSku' | 'unitOfMeasure'>,
  parent: GuideParentItem | null = null,
): number {
  return useGuideDetailStore((state) => guideCartQuantity(state.cart, item, parent));
}

/** Sets the on-hand count typed for an item in its unit; null clears it. */
export function setOnHand(
  item: Pick<OrderGuideLineItem, 'productSku' | 'unitOfMeasure'>,
  count: number | null,
) {
  const key = guideItemKey(item);
  useGuideDetailStore.setState((state) => {
    const next = { ...state.onHand };
    if (count === null) delete next[key];
    else next[key] = count;
    return { onHand: next };
  });
}

/** Empties the cart in the guide (after adding it to the real cart, or when editing begins). */
export function clearGuideCart(): void {
  useGuideDetailStore.setState({ cart: [] });
}

/** Applies an edit operation's result to the working groups; returns its toast, or null when refused. */
export function applyEdit(
  operation: (groups: DetailGroups) => GuideEdit<OrderGuideLineItem> | null,
): string | null {
  const edit = useGuideDetailStore.getState().edit;
  if (!edit) return null;
  const result = operation(edit.groups);
  if (!result) return null;
  useGuideDetailStore.setState({ edit: { ...edit, groups: result.groups } });
  return result.message;
}

/** Replaces the working groups (selection changes). */
export function setEditGroups(change: (groups: DetailGroups) => DetailGroups): void {
  const edit = useGuideDetailStore.getState().edit;
  if (edit) useGuideDetailStore.setState({ edit: { ...edit, groups: change(edit.groups) } });
}

// The navigation guard's steps 1 and 2 read the mode and the cart count of the guide on screen.
useGuideDetailStore.subscribe((state, previous) => {
  if (state.mode === previous.mode && state.cart === previous.cart && state.guideId === previous.guideId)
    return;
  const cartCount = guideCartCount(state.cart);
  useNavigationGuardStore.setState({
    guideMode: state.guideId === null ? null : state.mode,
    guideCartItemCount: cartCount,
    ...(cartCount === 0 ? { guideSpeedBumpDecided: false } : {}),
  });
});
