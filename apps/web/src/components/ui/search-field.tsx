import {
  Button,
  Input,
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
} from 'react-aria-components';
import { controlClasses, FieldHelp, FieldLabel } from './field-parts.tsx';
import { CloseIcon, SearchIcon } from './icons.tsx';

/** Props of SearchField. */
export interface SearchFieldProps extends Omit<AriaSearchFieldProps, 'className' | 'children'> {
  label: string;
  description?: string;
  placeholder?: string;
}

/** A labelled search input with a clear button; Escape clears it. */
export function SearchField({ label, description, placeholder, ...props }: SearchFieldProps) {
  return (
    <AriaSearchField {...props} className="group flex flex-col gap-1.5">
      <FieldLabel>{label}</FieldLabel>
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-stone-500" />
        <Input
          placeholder={placeholder}
          className={`${controlClasses} pr-11 pl-10 [&::-webkit-search-cancel-button]:hidden`}
        />
        <Button className="absolute top-0 right-0 flex size-11 cursor-pointer items-center justify-center rounded-lg text-stone-500 outline-none group-data-empty:hidden data-focus-visible:ring-2 data-focus-visible:ring-brand-500">
          <CloseIcon />
        </Button>
      </div>
      <FieldHelp description={description} />
    </AriaSearchField>
  );
}
