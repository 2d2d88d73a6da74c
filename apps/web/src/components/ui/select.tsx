import type { Key, ReactNode } from 'react';
import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
} from 'react-aria-components';
import { FieldHelp, FieldLabel } from './field-parts.tsx';
import { CheckIcon, ChevronDownIcon } from './icons.tsx';

/** One choice of a Select. */
export interface SelectOption {
  id: string;
  label: string;
}

/** Props of Select. */
export interface SelectProps {
  label: ReactNode;
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
  description?: ReactNode;
  /** The message to show under the field; the field is invalid while it is set. */
  errorMessage?: string;
  placeholder?: string;
  isRequired?: boolean;
  name?: string;
  className?: string;
}

/** A labelled single-choice dropdown; an empty `value` shows the placeholder. */
export function Select({
  label,
  options,
  value,
  onChange,
  description,
  errorMessage,
  placeholder = 'Choose…',
  isRequired,
  name,
  className = '',
}: SelectProps) {
  return (
    <AriaSelect
      value={value === '' ? null : value}
      onChange={(key: Key | null) => onChange(key === null ? '' : String(key))}
      placeholder={placeholder}
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      name={name}
      className={`flex flex-col gap-1.5 ${className}`}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <Button
        className={
          'flex min-h-11 w-full cursor-pointer items-center justify-between gap-2 rounded-lg border border-stone-300 ' +
          'bg-white px-3 text-left text-base outline-none data-focus-visible:border-brand-600 ' +
          'data-focus-visible:ring-2 data-focus-visible:ring-brand-200 ' +
          (errorMessage ? 'border-red-600' : '')
        }
      >
        <SelectValue className="truncate data-placeholder:text-stone-500" />
        <ChevronDownIcon className="size-5 text-stone-500" />
      </Button>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className="max-h-72 w-(--trigger-width) overflow-auto rounded-lg border border-stone-200 bg-white p-1 shadow-lg">
        <ListBox items={options} className="outline-none">
          {(option) => (
            <ListBoxItem
              id={option.id}
              textValue={option.label}
              className={
                'flex min-h-11 cursor-pointer items-center justify-between gap-2 rounded-md px-3 text-base outline-none ' +
                'data-focused:bg-brand-50 data-selected:font-semibold data-selected:text-brand-800'
              }
            >
              {({ isSelected }) => (
                <>
                  {option.label}
                  {isSelected && <CheckIcon className="size-4" />}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
