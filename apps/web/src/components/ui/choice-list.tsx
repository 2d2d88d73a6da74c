import type { Key, ReactNode } from 'react';
import { ListBox, ListBoxItem } from 'react-aria-components';
import { CheckIcon } from './icons.tsx';

/** Props of ChoiceList. */
export interface ChoiceListProps<T extends { id: string }> {
  /** The accessible name of the list. */
  label: string;
  items: readonly T[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** The text a screen reader uses for an item, and type-ahead matches. */
  textOf: (item: T) => string;
  /** The visible content of an item. */
  children: (item: T) => ReactNode;
  /** Shown inside the list when it has no items. */
  emptyText: string;
}

/** A scrollable single-choice list of rich rows (listbox); each row is a 44 px+ touch target. */
export function ChoiceList<T extends { id: string }>({
  label,
  items,
  selectedId,
  onSelect,
  textOf,
  children,
  emptyText,
}: ChoiceListProps<T>) {
  return (
    <ListBox
      aria-label={label}
      items={items}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={selectedId ? [selectedId] : []}
      onSelectionChange={(keys) => {
        const [first] = keys === 'all' ? [] : [...keys];
        if (first !== undefined) onSelect(String(first as Key));
      }}
      renderEmptyState={() => <p className="px-3 py-4 text-sm text-stone-600">{emptyText}</p>}
      className="max-h-64 overflow-y-auto rounded-lg border border-stone-200 bg-white p-1 outline-none data-focus-visible:ring-2 data-focus-visible:ring-brand-500"
    >
      {(item) => (
        <ListBoxItem
          id={item.id}
          textValue={textOf(item)}
          className={
            'flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-3 py-2 outline-none ' +
            'data-focused:bg-brand-50 data-selected:bg-brand-100 data-selected:ring-1 data-selected:ring-brand-600'
          }
        >
          {({ isSelected }) => (
            <>
              <span className="min-w-0 flex-1">{children(item)}</span>
              {isSelected && <CheckIcon className="size-5 text-brand-700" />}
            </>
          )}
        </ListBoxItem>
      )}
    </ListBox>
  );
}
