import { buttonClasses } from './button-classes.ts';

/** Props of Pager. */
export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** What the rows are, for the summary: 'applications'. */
  noun: string;
  onPage: (page: number) => void;
}

/** Previous and next buttons under a server-paged list, with where the shown rows are in the whole. */
export function Pager({ page, pageSize, total, noun, onPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav aria-label={`Pages of ${noun}`} className="mt-4 flex items-center justify-between gap-3">
      <p className="text-sm text-stone-600" aria-live="polite">
        {total === 0 ? `No ${noun}` : `${first}–${last} of ${total.toLocaleString('en-US')} ${noun}`}
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          className={buttonClasses('secondary', 'min-h-9 px-3 text-sm')}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          Previous
        </button>
        <button
          type="button"
          className={buttonClasses('secondary', 'min-h-9 px-3 text-sm')}
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          Next
        </button>
      </div>
    </nav>
  );
}
