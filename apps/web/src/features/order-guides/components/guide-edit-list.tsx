import type { OrderGuideLineItem } from '@larder/contract';
import { Accessibility, defaultPreset, PointerActivationConstraints, StyleInjector } from '@dnd-kit/dom';
import { DragDropProvider, KeyboardSensor, PointerSensor, type DragEndEvent } from '@dnd-kit/react';
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
import { useMemo } from 'react';
import { showToast } from '../../../lib/toast-store.ts';
import { applyEdit, setEditGroups, type DetailGroups } from '../guide-detail-store.ts';
import { guideRows } from '../guide-rows.ts';
import { chooseUnit, unitsHeldBySku, unitsHeldOf } from '../choose-unit.ts';
import { useListOffset } from '../use-list-offset.ts';
import { DRAG_ACCESSIBILITY } from '../drag-announcements.ts';
import { dropMove } from '../guide-drag.ts';
import { GuideEditGroupHeading } from './guide-edit-group-heading.tsx';
import { GuideEditItemRow } from './guide-edit-item-row.tsx';

// A pointer drag starts after 6 px of movement, whatever the pointer: a click on the handle stays a
// click, and @dnd-kit's defaults (at once for a mouse, after a delay for touch) are not what we had.
// A function, so each press gets constraints of its own (they keep the press's start point).
const SENSORS = [
  PointerSensor.configure({
    activationConstraints: () => [new PointerActivationConstraints.Distance({ value: 6 })],
  }),
  KeyboardSensor,
];

// @dnd-kit's default plugins, with the Accessibility plugin told our announcements and instructions. Its
// StyleInjector adds <style> elements during a drag, which the page's CSP lets in only with the style
// nonce the server writes on the csp-nonce meta (React Aria reads it there too).
const PLUGINS = [
  ...defaultPreset.plugins,
  Accessibility.configure(DRAG_ACCESSIBILITY),
  StyleInjector.configure({
    nonce: document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce,
  }),
];

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
  const heldUnits = useMemo(() => unitsHeldBySku(groups), [groups]);
  const [listRefCallback, listOffset] = useListOffset();
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (index) => (rows[index]?.kind === 'group' ? 64 : 66),
    // The window's size from the start, so the first commit already holds rows.
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    overscan: 10,
    scrollMargin: listOffset,
    getItemKey: (index) => rows[index]!.key,
  });

  const onDragEnd = ({ operation: { source, target }, canceled }: DragEndEvent) => {
    const move = dropMove(groups, { sourceId: source?.id, targetId: target?.id, canceled });
    if (move) run((current) => moveItem(current, move.itemKey, move.from, move.to, move.index));
  };

  const named = groups.categories.length;
  const items = virtualizer.getVirtualItems();
  return (
    <DragDropProvider sensors={SENSORS} plugins={PLUGINS} onDragEnd={onDragEnd}>
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
                    groupSize={groupSize(groups, row.groupName)}
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
    </DragDropProvider>
  );
}

function groupSize(groups: DetailGroups, name: string): number {
  if (name === UNGROUPED) return groups.ungroupedProducts.lineItems.length;
  return groups.categories.find((g) => g.name === name)?.lineItems.length ?? 0;
}
