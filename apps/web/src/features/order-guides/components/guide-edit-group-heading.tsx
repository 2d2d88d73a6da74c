import type { OrderGuideLineItem } from '@larder/contract';
import { useDroppable } from '@dnd-kit/react';
import { UNGROUPED, type GuideGroup } from '@larder/domain';
import { useMemo, useState } from 'react';
import { firstEnabled, focusWhenRendered } from '../../../lib/focus-when-rendered.ts';
import type { RowPlaceData } from '../drag-announcements.ts';
import { rowUnderPointerOrNearest } from '../guide-drag.ts';

/** Props of GuideEditGroupHeading. */
export interface GuideEditGroupHeadingProps {
  group: GuideGroup<OrderGuideLineItem>;
  /** Position among the named groups; null for Ungrouped. */
  position: number | null;
  groupCount: number;
  onSelectAll: (groupName: string, selected: boolean) => void;
  onRename: (from: string, to: string) => void;
  onDelete: (groupName: string) => void;
  onMoveGroup: (groupName: string, toIndex: number) => void;
}

const smallButton =
  'min-h-10 cursor-pointer rounded-lg px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50 outline-none ' +
  'focus-visible:ring-2 focus-visible:ring-brand-500 disabled:cursor-not-allowed disabled:text-stone-400';

/** A group's heading in edit mode: a drop target, select all, rename, move up and down, delete. */
export function GuideEditGroupHeading({
  group,
  position,
  groupCount,
  onSelectAll,
  onRename,
  onDelete,
  onMoveGroup,
}: GuideEditGroupHeadingProps) {
  const size = group.lineItems.length;
  // What a drag over this heading is announced with: the top of the group.
  const data = useMemo<RowPlaceData>(
    () => ({ place: { name: null, group: group.name, position: 0, size } }),
    [group.name, size],
  );
  const { ref, isDropTarget } = useDroppable({
    // The row's key in the list (guideRows), which the drop looks up.
    id: `group:${group.name}`,
    data,
    collisionDetector: rowUnderPointerOrNearest,
  });
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(group.name);
  const named = group.name !== UNGROUPED && position !== null;
  // Focus follows the moved group to its new place (its move button, or the other at the top or bottom).
  const moveGroup = (direction: 'up' | 'down') => {
    if (position === null) return;
    onMoveGroup(group.name, position + (direction === 'up' ? -1 : 1));
    focusWhenRendered(() => {
      const heading = document.querySelector(`[data-guide-group="${CSS.escape(group.name)}"]`);
      if (!heading) return null;
      return firstEnabled(`[data-move="${direction}"]`, heading) ?? firstEnabled('[data-move]', heading);
    });
  };
  return (
    <div
      ref={ref}
      data-guide-group={group.name}
      className={`flex flex-wrap items-center gap-2 border-b border-stone-300 px-2 pt-5 pb-2 ${isDropTarget ? 'bg-brand-100' : 'bg-stone-100'}`}
    >
      <input
        type="checkbox"
        className="ml-3 size-5 accent-brand-700"
        checked={group.isSelected}
        disabled={group.lineItems.length === 0}
        aria-label={`Select all in ${group.name}`}
        onChange={(event) => onSelectAll(group.name, event.target.checked)}
      />
      {renaming ? (
        <form
          className="flex items-center gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            onRename(group.name, name);
            setRenaming(false);
          }}
        >
          <input
            autoFocus
            aria-label={`New name of ${group.name}`}
            value={name}
            maxLength={100}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => event.key === 'Escape' && setRenaming(false)}
            className="h-10 rounded-lg border border-stone-300 bg-white px-3 outline-none focus:border-brand-600"
          />
          <button type="submit" className={smallButton}>
            Rename
          </button>
        </form>
      ) : (
        <h3 className="text-base font-bold text-stone-900">
          {group.name} <span className="text-sm font-normal text-stone-600">({group.lineItems.length})</span>
        </h3>
      )}
      {named && (
        <div className="ml-auto flex flex-wrap items-center gap-1">
          <button
            type="button"
            className={smallButton}
            disabled={position === 0}
            aria-label={`Move group ${group.name} up`}
            data-move="up"
            onClick={() => moveGroup('up')}
          >
            ↑
          </button>
          <button
            type="button"
            className={smallButton}
            disabled={position === groupCount - 1}
            aria-label={`Move group ${group.name} down`}
            data-move="down"
            onClick={() => moveGroup('down')}
          >
            ↓
          </button>
          {group.isEditable && !renaming && (
            <button
              type="button"
              className={smallButton}
              aria-label={`Rename group ${group.name}`}
              onClick={() => {
                setName(group.name);
                setRenaming(true);
              }}
            >
              Rename
            </button>
          )}
          {group.isEditable && (
            <button
              type="button"
              className={`${smallButton} text-red-700 hover:bg-red-50`}
              aria-label={`Delete group ${group.name}`}
              onClick={() => onDelete(group.name)}
            >
              Delete
            </button>
          )}
        </div>
      )}
    </div>
  );
}
