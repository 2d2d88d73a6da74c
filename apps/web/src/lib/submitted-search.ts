/**
 * The words a buyer last submitted as a search (the header's box, the search page's box, a search URL
 * opened): an exact item number submitted opens its product, while the same number reached by typing
 * (search as you type) stays a results page. Taken once.
 */
let submitted: string | null = null;

const normalized = (query: string) => query.trim().toLowerCase();

/** Remembers that these words were submitted, not just typed. */
export function markSearchSubmitted(query: string): void {
  submitted = normalized(query);
}

/** Whether these words were the last submitted and not yet taken; takes them. */
export function takeSearchSubmitted(query: string): boolean {
  if (submitted === null || submitted !== normalized(query)) return false;
  submitted = null;
  return true;
}
