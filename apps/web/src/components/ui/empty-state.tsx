import type { ReactNode } from 'react';

/** Props of EmptyState. */
export interface EmptyStateProps {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  /** Links or buttons that lead on. */
  actions?: ReactNode;
  /** 1 when the empty state is the whole page and its title the page's heading. */
  headingLevel?: 1 | 2;
  className?: string;
}

/** A friendly panel for "nothing here yet": an icon, a title, a line of help and what to do next. */
export function EmptyState({
  icon,
  title,
  children,
  actions,
  headingLevel = 2,
  className = '',
}: EmptyStateProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section
      className={`flex flex-col items-center rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center ${className}`}
    >
      {icon && (
        <span className="mb-4 flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          {icon}
        </span>
      )}
      <Heading className="text-xl font-bold text-stone-900">{title}</Heading>
      {children && <div className="mt-2 max-w-md text-stone-600">{children}</div>}
      {actions && <div className="mt-6 flex flex-col gap-3 sm:flex-row">{actions}</div>}
    </section>
  );
}
