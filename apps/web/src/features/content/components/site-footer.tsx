import type { CSSProperties } from 'react';
import { Link } from '../../../components/ui/link.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { openWebIssue } from '../../../lib/issue-report-store.ts';
import { useFooter } from '../api/get-footer.ts';

const linkClasses =
  'inline-flex min-h-11 items-center rounded text-brand-100 outline-none hover:text-white hover:underline focus-visible:ring-2 focus-visible:ring-white';

/** Links only a visitor needs (applying for an account, signing in): a signed-in buyer is not shown them. */
export function isVisitorOnlyLink(url: string): boolean {
  return /^\/sign-(up|in)\b/.test(url);
}

/**
 * The site footer from content: link columns, how to reach the distributor, and the copyright line. Signed
 * in, the links for visitors ('Apply for an Account') are left out.
 */
export function SiteFooter({ storeName, signedIn = false }: { storeName: string; signedIn?: boolean }) {
  const { data: footer, isPending } = useFooter();
  return (
    <footer className="mt-12 bg-brand-950 text-brand-100">
      <div
        className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-[minmax(0,1.6fr)_repeat(var(--footer-columns),minmax(0,1fr))]"
        style={{ '--footer-columns': footer?.columns.length ?? 3 } as CSSProperties}
      >
        <div className="sm:col-span-2 lg:col-span-1">
          <p className="text-lg font-extrabold text-white">{storeName}</p>
          {footer ? (
            <p className="mt-2 max-w-sm text-sm whitespace-pre-line text-brand-200">{footer.contactText}</p>
          ) : (
            isPending && <Skeleton className="mt-3 h-10 max-w-sm bg-white/10" />
          )}
        </div>
        {footer?.columns.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{column.heading}</h2>
            <ul className="mt-2">
              {column.links
                .filter((link) => !(signedIn && isVisitorOnlyLink(link.url)))
                .map((link) => (
                  <li key={link.url}>
                    <Link href={link.url} appearance="plain" className={linkClasses}>
                      {link.name}
                    </Link>
                  </li>
                ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 px-4 py-2 text-sm">
          <p className="py-2 text-brand-300">
            {footer?.copyright ?? `© ${new Date().getFullYear()} ${storeName}`}
          </p>
          <button type="button" onClick={openWebIssue} className={`cursor-pointer ${linkClasses}`}>
            Report a problem with this site
          </button>
        </div>
      </div>
    </footer>
  );
}
