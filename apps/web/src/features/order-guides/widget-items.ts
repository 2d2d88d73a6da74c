import { guideItemKey } from '@larder/domain';
import type { GuidesWidgetData } from '../../lib/modal-store.ts';
import { getProductUnits } from './api/get-product-units.ts';

/** An item the order-guides widget adds: a SKU in a unit. */
export interface WidgetItem {
  productSku: string;
  unitOfMeasure: string;
}

/**
 * The items the widget adds: each SKU in the widget's unit, or else in the product's default unit, looked
 * up before the guides are listed so each guide can say whether it holds the SKU in that very unit.
 */
export async function widgetItemsOf(data: GuidesWidgetData, signal?: AbortSignal): Promise<WidgetItem[]> {
  return Promise.all(
    data.itemIdList.map(async (sku) => {
      if (data.unitOfMeasure) return { productSku: sku, unitOfMeasure: data.unitOfMeasure };
      const options = await getProductUnits(sku, signal);
      const unit = options.variants.find((v) => v.isDefault) ?? options.variants[0];
      if (!unit) throw new Error(`${sku} cannot be added to a guide.`);
      return { productSku: sku, unitOfMeasure: unit.text };
    }),
  );
}

/**
 * Whether a guide already holds every item the widget adds, each in its own unit (guideItemKey): a guide
 * holding a SKU in another unit does not hold it, since the same SKU may be in a guide in two units.
 */
export function holdsEvery(contained: readonly WidgetItem[], items: readonly WidgetItem[]): boolean {
  const held = new Set(contained.map(guideItemKey));
  return items.length > 0 && items.every((item) => held.has(guideItemKey(item)));
}
