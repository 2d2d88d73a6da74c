import type { OrderGuideLineItem } from '@larder/contract';
import type { GuideGroup } from '@larder/domain';

/** A group's heading in default mode: its name and how many items it holds. */
export function GuideGroupHeading({
  group,
}: {
  group: GuideGroup<OrderGuideLineItem> & { itemCount?: number };
}) {
  return (
    <h3 className="flex items-baseline gap-2 border-b border-stone-300 bg-stone-100 px-3 pt-5 pb-2 text-base font-bold text-stone-900">
      {group.name}
      <span className="text-sm font-normal text-stone-600">
        {group.itemCount ?? group.lineItems.length}{' '}
        {(group.itemCount ?? group.lineItems.length) === 1 ? 'item' : 'items'}
      </span>
    </h3>
  );
}
