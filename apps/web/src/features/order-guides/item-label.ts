import type { OrderGuideLineItem } from '@larder/contract';

/**
 * How a guide item is named to assistive technology: its name and unit, since a guide may hold one
 * product in two units and each row's controls must say which one they change.
 */
export function itemLabel(item: Pick<OrderGuideLineItem, 'name' | 'unitOfMeasure'>): string {
  return `${item.name} (${item.unitOfMeasure})`;
}
