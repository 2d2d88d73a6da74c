import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';

/** Classes shared by every text-like control: 44 px tall, clear focus and invalid states. */
export const controlClasses =
  'w-full min-h-11 rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 outline-none ' +
  'placeholder:text-stone-500 data-focused:border-brand-600 data-focused:ring-2 data-focused:ring-brand-200 ' +
  'data-invalid:border-red-600 data-disabled:bg-stone-100 data-readonly:bg-stone-100';

/** A field's label, marking required fields. */
export function FieldLabel({ children, isRequired }: { children: ReactNode; isRequired?: boolean }) {
  return (
    <Label className="text-sm font-semibold text-stone-800">
      {children}
      {isRequired && (
        <span className="ml-0.5 text-red-700" aria-hidden="true">
          *
        </span>
      )}
    </Label>
  );
}

/** A field's help text and its error message (shown only while the field is invalid). */
export function FieldHelp({ description, errorMessage }: { description?: ReactNode; errorMessage?: string }) {
  return (
    <>
      {description && (
        <Text slot="description" className="text-sm text-stone-600">
          {description}
        </Text>
      )}
      <FieldError className="text-sm font-medium text-red-700">{errorMessage}</FieldError>
    </>
  );
}
