import type { ReactNode } from 'react';
import { Link } from './link.tsx';

/** One step of a breadcrumb trail. */
export interface Crumb {
  name: string;
  url: string;
}

/** Props of PageHeading. */
export interface PageHeadingProps {
  title: ReactNode;
  intro?: ReactNode;
  breadcrumbs?: readonly Crumb[];
  /** Attributes for the title (e.g. the staff edit marker). */
  titleProps?: Record<string, string | number>;
  introProps?: Record<string, string | number>;
  children?: ReactNode;
}

/** A page's breadcrumbs, its one h1 and an introduction. */
export function PageHeading({
  title,
  intro,
  breadcrumbs,
  titleProps,
  introProps,
  children,
}: PageHeadingProps) {
  return (
    <header className="flex flex-col gap-2">
      {breadcrumbs && breadcrumbs.length > 0 && (
        <nav aria-label="Breadcrumb">
          <ol className="flex flex-wrap items-center gap-1 text-sm text-stone-600">
            {breadcrumbs.map((crumb) => (
              <li key={crumb.url} className="flex items-center gap-1">
                <Link
                  href={crumb.url}
                  appearance="plain"
                  className="rounded px-0.5 hover:text-brand-800 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 outline-none"
                >
                  {crumb.name}
                </Link>
                <span aria-hidden="true">/</span>
              </li>
            ))}
            <li aria-current="page" className="truncate font-semibold text-stone-800">
              {title}
            </li>
          </ol>
        </nav>
      )}
      <h1 {...titleProps} className="text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">
        {title}
      </h1>
      {intro && (
        <p {...introProps} className="max-w-3xl text-lg text-stone-600">
          {intro}
        </p>
      )}
      {children}
    </header>
  );
}
