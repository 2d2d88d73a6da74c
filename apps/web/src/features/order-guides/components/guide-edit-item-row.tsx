import type { OrderGuideLineItem } from '@larder/contract';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { guideItemKey } from '@larder/domain';
import { memo, type KeyboardEvent } from 'react';
import { unitChoices } from '../choose-unit.ts';
import { itemLabel } from '../item-label.ts';

/** Props of GuideEditItemRow. */
export interface GuideEditItemRowProps {
  item: OrderGuideLineItem;
  groupName: string;
  index: number;
  isLast: boolean;
  /** Each callback names the item by its guideItemKey (SKU and unit). */
  onSelect: (groupName: string, itemKey: string, selected: boolean) => void;
  onMove: (groupName: string, itemKey: string, toIndex: number) => void;
  onDelete: (groupName: string, itemKey: string) => void;
  /** Makes one of the item's units the one the guide orders it in. */
  onUnit: (groupName: string, itemKey: string, code: string) => void;
  /** The units the guide holds this SKU in, this row's own among them (empty when it holds one). */
  heldUnits: readonly string[];
}

const iconButton =
  'flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-lg text-stone-700 hover:bg-stone-100 ' +
  'outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:cursor-not-allowed disabled:text-stone-300';

/**
 * One item in edit mode: a drag handle (pointer, or Space then arrows from the keyboard), a checkbox,
 * move up and down (also Alt+Arrow keys on the handle), and delete.
 */
export const GuideEditItemRow = memo(function GuideEditItemRow({
  item,
  groupName,
  index,
  isLast,
  onSelect,
  onMove,
  onDelete,
  onUnit,
  heldUnits,
}: GuideEditItemRowProps) {
  // The row's own unit first: the product's default may be another unit the guide also holds.
  const current =
    item.variants.find((v) => v.text === item.unitOfMeasure) ?? item.variants.find((v) => v.isDefault);
  const key = guideItemKey(item);
  const label = itemLabel(item);
  const sortable = useSortable({ id: `item:${key}` });
  const onHandleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      onMove(groupName, key, index + (event.key === 'ArrowUp' ? -1 : 1));
      return;
    }
    sortable.listeners?.onKeyDown?.(event);
  };
  return (
    <div
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      data-sku={item.productSku}
      className={`flex flex-wrap items-center gap-x-2 gap-y-1 border-b border-stone-200 px-2 py-2 sm:flex-nowrap ${sortable.isDragging ? 'relative z-10 bg-brand-50 shadow-lg' : 'bg-white'}`}
    >
      <button
        type="button"
        {...sortable.attributes}
        {...sortable.listeners}
        onKeyDown={onHandleKeyDown}
        aria-label={`Drag ${label}`}
        aria-roledescription="sortable item"
        className={`${iconButton} cursor-grab touch-none`}
      >
        <svg viewBox="0 0 20 20" className="size-5" fill="currentColor" aria-hidden="true">
          <circle cx="7" cy="5" r="1.5" />
          <circle cx="13" cy="5" r="1.5" />
          <circle cx="7" cy="10" r="1.5" />
          <circle cx="13" cy="10" r="1.5" />
          <circle cx="7" cy="15" r="1.5" />
          <circle cx="13" cy="15" r="1.5" />
        </svg>
      </button>
      <input
        type="checkbox"
        className="size-5 shrink-0 accent-brand-700"
        checked={item.isSelected}
        aria-label={`Select ${label}`}
        onChange={(event) => onSelect(groupName, key, event.target.checked)}
      />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-stone-900">{item.name}</p>
        <p className="truncate text-sm text-stone-600">
          {item.brandName} · #{item.productSku}
          {item.variants.length <= 1 && ` · ${item.unitOfMeasure}`}
        </p>
      </div>
      {item.variants.length > 1 && (
        <select
          aria-label={`Unit of ${label}`}
          value={current?.code ?? ''}
          onChange={(event) => onUnit(groupName, key, event.target.value)}
          className="order-last ml-24 h-10 rounded-lg border border-stone-300 bg-white px-2 text-sm sm:order-none sm:ml-0"
        >
          {unitChoices(item, heldUnits).map((choice) => (
            <option key={choice.code} value={choice.code} disabled={choice.held}>
              {choice.text} {choice.weight}
              {choice.held ? ' (already in this guide)' : ''}
            </option>
          ))}
        </select>
      )}
      <button
        type="button"
        className={iconButton}
        aria-label={`Move ${label} up`}
        disabled={index === 0}
        onClick={() => onMove(groupName, key, index - 1)}
      >
        ↑
      </button>
      <button
        type="button"
        className={iconButton}
        aria-label={`Move ${label} down`}
        disabled={isLast}
        onClick={() => onMove(groupName, key, index + 1)}
      >
        ↓
      </button>
      <button
        type="button"
        className={`${iconButton} text-red-700 hover:bg-red-50`}
        aria-label={`Delete ${label}`}
        onClick={() => onDelete(groupName, key)}
      >
        <svg
          viewBox="0 0 20 20"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          aria-hidden="true"
        >
          <path d="M4 6h12M8 6V4h4v2m-6 0 1 10h6l1-10" />
        </svg>
      </button>
    </div>
  );
});
