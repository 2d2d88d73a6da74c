import type { OrderGuideLineItem } from '@larder/contract';
import { SortableKeyboardPlugin } from '@dnd-kit/dom/sortable';
import { useSortable } from '@dnd-kit/react/sortable';
import { guideItemKey } from '@larder/domain';
import { memo, useMemo, type KeyboardEvent } from 'react';
import { firstEnabled, focusWhenRendered } from '../../../lib/focus-when-rendered.ts';
import { unitChoices } from '../choose-unit.ts';
import type { RowPlaceData } from '../drag-announcements.ts';
import { rowUnderPointerOrNearest } from '../guide-drag.ts';
import { itemLabel } from '../item-label.ts';

/** Props of GuideEditItemRow. */
export interface GuideEditItemRowProps {
  item: OrderGuideLineItem;
  groupName: string;
  index: number;
  /** How many items the row's group holds. */
  groupSize: number;
  /** Each callback names the item by its guideItemKey (SKU and unit). */
  onSelect: (groupName: string, itemKey: string, selected: boolean) => void;
  onMove: (groupName: string, itemKey: string, toIndex: number) => void;
  onDelete: (groupName: string, itemKey: string) => void;
  /** Makes one of the item's units the one the guide orders it in. */
  onUnit: (groupName: string, itemKey: string, code: string) => void;
  /** The units the guide holds this SKU in, this row's own among them (empty when it holds one). */
  heldUnits: readonly string[];
}

// SortableKeyboardPlugin alone (arrow keys step to the next row or heading), without the default's
// OptimisticSortingPlugin: that one moves rows' DOM nodes during a drag, under the virtual list's React,
// and makes the dragged row its own drop target, so the drop would no longer say where it landed.
const SORTABLE_PLUGINS = [SortableKeyboardPlugin];

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
  groupSize,
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
  // What a drag of this row, or over it, is announced with.
  const data = useMemo<RowPlaceData>(
    () => ({ place: { name: item.name, group: groupName, position: index + 1, size: groupSize } }),
    [item.name, groupName, index, groupSize],
  );
  const sortable = useSortable({
    // The row's key in the list (guideRows), which the drop looks up.
    id: `item:${key}`,
    index,
    group: groupName,
    data,
    collisionDetector: rowUnderPointerOrNearest,
    plugins: SORTABLE_PLUGINS,
  });
  // The moved row is drawn again at its new place: focus follows it, to the same control (or, at the top
  // or bottom where that one is disabled, the other move button), never falling to the page body.
  const rowId = JSON.stringify([groupName, key]);
  const move = (direction: 'up' | 'down', control: 'move' | 'handle') => {
    onMove(groupName, key, index + (direction === 'up' ? -1 : 1));
    focusWhenRendered(() => {
      const row = document.querySelector(`[data-guide-row="${CSS.escape(rowId)}"]`);
      if (!row) return null;
      if (control === 'handle') return row.querySelector<HTMLElement>('[data-drag-handle]');
      return firstEnabled(`[data-move="${direction}"]`, row) ?? firstEnabled('[data-move]', row);
    });
  };
  const onHandleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      move(event.key === 'ArrowUp' ? 'up' : 'down', 'handle');
    }
  };
  const look = sortable.isDragging
    ? 'bg-brand-50 shadow-lg'
    : sortable.isDropTarget
      ? 'bg-brand-100'
      : 'bg-white';
  return (
    <div
      ref={sortable.ref}
      data-sku={item.productSku}
      data-guide-row={rowId}
      className={`flex flex-wrap items-center gap-x-2 gap-y-1 border-b border-stone-200 px-2 py-2 sm:flex-nowrap ${look}`}
    >
      <button
        ref={sortable.handleRef}
        type="button"
        data-drag-handle
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
      {/* At least 10rem for the name: on a phone the move and delete buttons wrap below it rather than cut
          it to 'Ang...'; the name itself wraps there, and is cut to one line only on wider screens. */}
      <div className="min-w-0 flex-1 basis-40">
        <p className="font-semibold break-words text-stone-900 sm:truncate">{item.name}</p>
        <p className="text-sm break-words text-stone-600 sm:truncate">
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
      <div className="ml-auto flex shrink-0 items-center gap-x-2">
        <button
          type="button"
          className={iconButton}
          aria-label={`Move ${label} up`}
          data-move="up"
          disabled={index === 0}
          onClick={() => move('up', 'move')}
        >
          ↑
        </button>
        <button
          type="button"
          className={iconButton}
          aria-label={`Move ${label} down`}
          data-move="down"
          disabled={index === groupSize - 1}
          onClick={() => move('down', 'move')}
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
    </div>
  );
});
