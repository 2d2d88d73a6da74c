import type { OrderGuideLineItem } from '@larder/contract';
import { nextGridCell, type GuideGroups } from '@larder/domain';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useMemo, type KeyboardEvent } from 'react';
import { guideRows } from '../guide-rows.ts';
import { useListOffset } from '../use-list-offset.ts';
import { GuideGroupHeading } from './guide-group-heading.tsx';
import { GuideItemRow } from './guide-item-row.tsx';

/** Props of GuideDefaultList. */
export interface GuideDefaultListProps {
  groups: GuideGroups<OrderGuideLineItem>;
  showPar: boolean;
  onParChange: (item: OrderGuideLineItem, parLevel: number | null) => void;
}

/**
 * Default mode's list: group headings and items in one window-scrolled virtual list, so a 2,000-item guide
 * renders only what is on screen. Quantity cells form a grid the keyboard moves through.
 */
export function GuideDefaultList({ groups, showPar, onParChange }: GuideDefaultListProps) {
  const rows = useMemo(() => guideRows(groups, false), [groups]);
  const [listRefCallback, listOffset, listRef] = useListOffset();
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (index) => (rows[index]?.kind === 'group' ? 56 : 90),
    // The window's size from the start, so the first commit already holds rows.
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    overscan: 8,
    scrollMargin: listOffset,
    getItemKey: (index) => rows[index]!.key,
  });
  const indexOfItemRow = useMemo(() => {
    const map = new Map<number, number>();
    rows.forEach((row, index) => row.kind === 'item' && map.set(row.itemRow, index));
    return map;
  }, [rows]);
  const itemCount = indexOfItemRow.size;
  const columns = showPar ? 3 : 1;

  const onGridKey = useCallback(
    (event: KeyboardEvent<HTMLInputElement>, row: number, column: number) => {
      // With one column, left and right keep moving the caret in the box.
      if ((event.key === 'ArrowLeft' || event.key === 'ArrowRight') && columns === 1) return;
      const next = nextGridCell({ row, column }, event.key, event.shiftKey, itemCount, columns);
      if (!next) return;
      event.preventDefault();
      const selector = `input[data-grid-row="${next.row}"][data-grid-column="${next.column}"]`;
      const target = listRef.current?.querySelector<HTMLInputElement>(selector);
      if (target) {
        target.focus();
        return;
      }
      const index = indexOfItemRow.get(next.row);
      if (index === undefined) return;
      virtualizer.scrollToIndex(index, { align: 'center' });
      requestAnimationFrame(() =>
        requestAnimationFrame(() => listRef.current?.querySelector<HTMLInputElement>(selector)?.focus()),
      );
    },
    [columns, indexOfItemRow, itemCount, listRef, virtualizer],
  );

  const items = virtualizer.getVirtualItems();
  return (
    <div
      ref={listRefCallback}
      className="relative"
      style={{ height: virtualizer.getTotalSize() }}
      data-testid="guide-list"
    >
      <div
        className="absolute top-0 left-0 w-full"
        style={{ transform: `translateY(${(items[0]?.start ?? 0) - virtualizer.options.scrollMargin}px)` }}
      >
        {items.map((virtual) => {
          const row = rows[virtual.index]!;
          return (
            <div key={virtual.key} data-index={virtual.index} ref={virtualizer.measureElement}>
              {row.kind === 'group' ? (
                <GuideGroupHeading group={row.group} />
              ) : (
                <GuideItemRow
                  item={row.item}
                  itemRow={row.itemRow}
                  showPar={showPar}
                  onGridKey={onGridKey}
                  onParChange={onParChange}
                />
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
