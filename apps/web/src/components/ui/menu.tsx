import type { ReactNode } from 'react';
import {
  Header,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuSection,
  Popover,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
} from 'react-aria-components';
import { CheckIcon } from './icons.tsx';

/** Props of Menu. */
export interface MenuProps<T> extends Omit<AriaMenuProps<T>, 'className' | 'children'> {
  children: ReactNode;
  /** Optional non-interactive heading shown above the items. */
  header?: ReactNode;
}

/** A dropdown menu in a popover; place it after the trigger button inside a MenuTrigger. */
export function Menu<T extends object>({ header, children, ...props }: MenuProps<T>) {
  return (
    <Popover
      placement="bottom end"
      className="min-w-64 max-w-[calc(100vw-1rem)] overflow-auto rounded-xl border border-stone-200 bg-white p-1 shadow-xl outline-none"
    >
      <AriaMenu {...props} className="max-h-[70dvh] overflow-auto outline-none">
        {header ? (
          <MenuSection>
            <Header className="border-b border-stone-100 px-3 pt-2 pb-3 text-sm text-stone-600">
              {header}
            </Header>
            {children}
          </MenuSection>
        ) : (
          children
        )}
      </AriaMenu>
    </Popover>
  );
}

/** Props of MenuItem. */
export interface MenuItemProps extends Omit<AriaMenuItemProps, 'className' | 'children'> {
  children: ReactNode;
}

/** One menu entry, 44 px tall; a check mark shows when the menu selects and this item is selected. */
export function MenuItem({ children, ...props }: MenuItemProps) {
  return (
    <AriaMenuItem
      {...props}
      className={
        'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-base text-stone-900 outline-none ' +
        'data-focused:bg-brand-50 data-pressed:bg-brand-100 data-disabled:opacity-50'
      }
    >
      {({ isSelected }) => (
        <>
          <span className="min-w-0 flex-1">{children}</span>
          {isSelected && <CheckIcon className="size-5 text-brand-700" />}
        </>
      )}
    </AriaMenuItem>
  );
}
