import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import { CheckIcon } from './icons.tsx';

/** Props of Checkbox. */
export interface CheckboxProps extends Omit<AriaCheckboxProps, 'className' | 'children'> {
  children: ReactNode;
  description?: ReactNode;
}

/** A checkbox with a 44 px touch target and an optional line of help under its label. */
export function Checkbox({ children, description, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox
      {...props}
      className="group flex min-h-11 cursor-pointer items-start gap-3 py-2 outline-none data-disabled:opacity-50"
    >
      {({ isSelected }) => (
        <>
          <span
            className={
              'mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-md border-2 transition-colors ' +
              'group-data-focus-visible:ring-2 group-data-focus-visible:ring-brand-500 group-data-focus-visible:ring-offset-2 ' +
              (isSelected ? 'border-brand-700 bg-brand-700 text-white' : 'border-stone-400 bg-white')
            }
          >
            {isSelected && <CheckIcon className="size-4" strokeWidth={3} />}
          </span>
          <span className="flex flex-col">
            <span className="text-base text-stone-900">{children}</span>
            {description && <span className="text-sm text-stone-600">{description}</span>}
          </span>
        </>
      )}
    </AriaCheckbox>
  );
}
