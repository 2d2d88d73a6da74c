import type { Key, ReactNode } from 'react';
import { Button, ComboBox, Input, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { controlClasses, FieldHelp, FieldLabel } from './field-parts.tsx';
import { ChevronDownIcon } from './icons.tsx';

/** One choice of a SearchPicker. */
export interface SearchPickerOption {
  id: string;
  label: string;
}

/** Props of SearchPicker. */
export interface SearchPickerProps {
  label: ReactNode;
  /** The choices matching what is typed (the caller searches, e.g. on the server). */
  options: readonly SearchPickerOption[];
  /** The chosen id, '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** What is typed; the caller searches with it. */
  inputValue: string;
  onInputChange: (text: string) => void;
  placeholder?: string;
  description?: ReactNode;
  className?: string;
}

/**
 * A labelled field to type in and pick one of the choices that match, for lists too long for a dropdown
 * (organizations); the caller filters, so the choices can come from the server.
 */
export function SearchPicker({
  label,
  options,
  value,
  onChange,
  inputValue,
  onInputChange,
  placeholder,
  description,
  className = '',
}: SearchPickerProps) {
  return (
    <ComboBox
      items={options}
      selectedKey={value === '' ? null : value}
      onSelectionChange={(key: Key | null) => {
        // The field shows the chosen name (the text stays controlled by the caller).
        const chosen = options.find((option) => option.id === String(key));
        if (chosen) onInputChange(chosen.label);
        onChange(key === null ? '' : String(key));
      }}
      inputValue={inputValue}
      onInputChange={onInputChange}
      // The server already filtered the choices by what was typed.
      defaultFilter={() => true}
      menuTrigger="focus"
      allowsEmptyCollection
      className={`flex flex-col gap-1.5 ${className}`}
    >
      <FieldLabel>{label}</FieldLabel>
      <div className="relative">
        <Input placeholder={placeholder} className={`${controlClasses} w-full pr-10`} />
        <Button
          aria-label="Show choices"
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center text-stone-500 outline-none data-focus-visible:ring-2 data-focus-visible:ring-brand-200"
        >
          <ChevronDownIcon className="size-5" />
        </Button>
      </div>
      <FieldHelp description={description} />
      <Popover className="max-h-72 w-(--trigger-width) overflow-auto rounded-lg border border-stone-200 bg-white p-1 shadow-lg">
        <ListBox
          className="outline-none"
          renderEmptyState={() => <p className="px-3 py-2 text-sm text-stone-600">Nothing matches.</p>}
        >
          {(option: SearchPickerOption) => (
            <ListBoxItem
              id={option.id}
              textValue={option.label}
              className="flex min-h-11 cursor-pointer items-center rounded-md px-3 text-base outline-none data-focused:bg-brand-50 data-selected:font-semibold data-selected:text-brand-800"
            >
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
