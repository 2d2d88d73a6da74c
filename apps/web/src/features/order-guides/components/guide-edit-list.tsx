import type { OrderGuideLineItem } from '@larder/contract';
import {
  closestCenter,
  pointerWithin,
  type CollisionDetection,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import {
  deleteGroup,
  deleteItem,
  moveItem,
  renameGroup,
  reorderGroup,
  reorderItem,
  selectAllInGroup,
  setItemSelected,
  UNGROUPED,
  type GuideEdit,
} from '@larder/domain';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useMemo } from 'react';
import { showToast } from '../../../lib/toast-store.ts';
import { applyEdit, setEditGroups, type DetailGroups } from '../guide-detail-store.ts';
import { guideRows } from '../guide-rows.ts';
import { chooseUnit, unitsHeldBySku, unitsHeldOf } from '../choose-unit.ts';
import { useListOffset } from '../use-list-offset.ts';
import { DRAG_INSTRUCTIONS, dragAnnouncements, type RowPlace } from '../drag-announcements.ts';
import { dropMove } from '../guide-drag.ts';
import { GuideEditGroupHeading } from './guide-edit-group-heading.tsx';
import { GuideEditItemRow } from './guide-edit-item-row.tsx';

// The row under the pointer wins; away from any row (keyboard, fast drags), the nearest one.
const collisions: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  return within.length > 0 ? within : closestCenter(args);
};

function run(operation: (groups: DetailGroups) => GuideEdit<OrderGuideLineItem> | null): void {
  const message = applyEdit(operation);
  if (message) showToast(message);
}

const onSelect = (groupName: string, itemKey: string, selected: boolean) =>
  setEditGroups((groups) => setItemSelected(groups, groupName, itemKey, selected));
const onSelectAll = (groupName: string, selected: boolean) =>
  setEditGroups((groups) => selectAllInGroup(groups, groupName, selected));
const onMove = (groupName: string, itemKey: string, toIndex: number) =>
  run((groups) => reorderItem(groups, groupName, itemKey, toIndex));
const onDelete = (groupName: string, itemKey: string) =>
  run((groups) => deleteItem(groups, groupName, itemKey));
const onUnit = (groupName: string, itemKey: string, code: string) =>
  setEditGroups((groups) => chooseUnit(groups, groupName, itemKey, code));
const onRename = (from: string, to: string) => run((groups) => renameGroup(groups, from, to));
const onDeleteGroup = (name: string) => run((groups) => deleteGroup(groups, name));
const onMoveGroup = (name: string, toIndex: number) => run((groups) => reorderGroup(groups, name, toIndex));

/**
 * Edit mode's list: every group (empty ones too, as drop targets) and its items in a virtual list, sortable
 * by pointer and by keyboard (@dnd-kit), with buttons for everything dragging does.
 */
export function GuideEditList({ groups }: { groups: DetailGroups }) {
  const rows = useMemo(() => guideRows(groups, true), [groups]);
  const itemIds = useMemo(() => rows.filter((r) => r.kind === 'item').map((r) => r.key), [rows]);
  const heldUnits = useMemo(() => unitsHeldBySku(groups), [groups]);
  // Drags are announced with the product's name and the group and place it is over.
  const accessibility = useMemo(() => {
    const places = new Map<string, RowPlace>();
    for (const row of rows) {
      if (row.kind === 'group') {
        const size = row.group.lineItems.length;
        places.set(row.key, { name: null, group: row.group.name, position: 0, size });
      } else {
        const size = groupSize(groups, row.groupName);
        places.set(row.key, { name: row.item.name, group: row.groupName, position: row.index + 1, size });
      }
    }
    return {
      announcements: dragAnnouncements((id) => places.get(id) ?? null),
      screenReaderInstructions: DRAG_INSTRUCTIONS,
    };
  }, [rows, groups]);
  const [listRefCallback, listOffset] = useListOffset();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (index) => (rows[index]?.kind === 'group' ? 64 : 66),
    // The window's size from the start, so the first commit already holds rows.
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    overscan: 10,
    scrollMargin: listOffset,
    getItemKey: (index) => rows[index]!.key,
  });

  const onDragEnd = useCallback(
    ({ active, over }: DragEndEvent) => {
      // This line of @dnd-kit reports a cancel (Escape) as onDragCancel, never here.
      const move = dropMove(groups, { sourceId: active.id, targetId: over?.id, canceled: false });
      if (move) run((current) => moveItem(current, move.itemKey, move.from, move.to, move.index));
    },
    [groups],
  );

  const named = groups.categories.length;
  const items = virtualizer.getVirtualItems();
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisions}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <SortableContext items={itemIds} strategy={verticalListSortingStrategy}>
        <div
          ref={listRefCallback}
          className="relative"
          style={{ height: virtualizer.getTotalSize() }}
          data-testid="guide-edit-list"
        >
          <div
            className="absolute top-0 left-0 w-full"
            style={{
              transform: `translateY(${(items[0]?.start ?? 0) - virtualizer.options.scrollMargin}px)`,
            }}
          >
            {items.map((virtual) => {
              const row = rows[virtual.index]!;
              return (
                <div key={virtual.key} data-index={virtual.index} ref={virtualizer.measureElement}>
                  {row.kind === 'group' ? (
                    <GuideEditGroupHeading
                      group={row.group}
                      position={row.group.name === UNGROUPED ? null : row.groupIndex}
                      groupCount={named}
                      onSelectAll={onSelectAll}
                      onRename={onRename}
                      onDelete={onDeleteGroup}
                      onMoveGroup={onMoveGroup}
                    />
                  ) : (
                    <GuideEditItemRow
                      item={row.item}
                      groupName={row.groupName}
                      index={row.index}
                      isLast={row.index === groupSize(groups, row.groupName) - 1}
                      onSelect={onSelect}
                      onMove={onMove}
                      onDelete={onDelete}
                      onUnit={onUnit}
                      heldUnits={unitsHeldOf(heldUnits, row.item.productSku)}
                    />
                  )}
                </div>
              );
            })}
          </div>
        </div>
      </SortableContext>
    </DndContext>
  );
}

function groupSize(groups: DetailGroups, name: string): number {
  if (name === UNGROUPED) return groups.ungroupedProducts.lineItems.length;
  return groups.categories.find((g) => g.name === name)?.lineItems.length ?? 0;
}
