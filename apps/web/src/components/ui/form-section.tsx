import type { ReactNode } from 'react';

/** A titled group of form fields (a fieldset with a legend). */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="flex flex-col gap-4 border-t border-stone-200 pt-6 first:border-t-0 first:pt-0">
      <legend className="float-left mb-1 w-full">
        <span className="block text-lg font-bold text-stone-900">{title}</span>
        {description && <span className="mt-1 block text-sm text-stone-600">{description}</span>}
      </legend>
      {children}
    </fieldset>
  );
}
