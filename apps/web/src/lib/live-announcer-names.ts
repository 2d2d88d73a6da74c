/**
 * React Aria announces some messages (a button entering or leaving its pending state) as a `role="img"`
 * node named by `aria-labelledby` in its hidden live region. When the named element is gone or renamed by
 * then, the node is an image without a name (axe's role-img-alt). These helpers turn such a node into
 * plain text, read at once, which screen readers announce the same way.
 */

/** What an element referenced by id gives to a name: its aria-label, else its text. */
export interface LabelSource {
  ariaLabel: string | null;
  text: string;
}

/** The text an `aria-labelledby` list names, from the elements found; '' when none of them is there. */
export function labelledbyText(ids: string, find: (id: string) => LabelSource | null): string {
  return ids
    .split(/\s+/)
    .filter((id) => id !== '')
    .map((id) => {
      const source = find(id);
      if (!source) return '';
      return (source.ariaLabel?.trim() || source.text).replace(/\s+/g, ' ').trim();
    })
    .filter((part) => part !== '')
    .join(' ');
}

function textOf(doc: Document, id: string): LabelSource | null {
  const element = doc.getElementById(id);
  return element ? { ariaLabel: element.getAttribute('aria-label'), text: element.textContent ?? '' } : null;
}

/** Rewrites one announcer node: a role="img" with aria-labelledby becomes the text it names. */
function flatten(doc: Document, node: Element): void {
  if (node.getAttribute('role') !== 'img') return;
  const ids = node.getAttribute('aria-labelledby') ?? '';
  node.removeAttribute('role');
  node.removeAttribute('aria-labelledby');
  node.textContent = labelledbyText(ids, (id) => textOf(doc, id));
}

/** Watches the document for React Aria's live announcer and keeps every message in it a named text. */
export function installLiveAnnouncerNames(doc: Document = document): void {
  const watchRegion = (region: Element) => {
    region.querySelectorAll('[role="img"]').forEach((node) => flatten(doc, node));
    new MutationObserver((changes) => {
      for (const change of changes) {
        change.addedNodes.forEach((node) => {
          if (node instanceof Element) flatten(doc, node);
        });
      }
    }).observe(region, { childList: true, subtree: true });
  };
  const existing = doc.querySelector('[data-live-announcer]');
  if (existing) watchRegion(existing);
  new MutationObserver((changes) => {
    for (const change of changes) {
      change.addedNodes.forEach((node) => {
        if (node instanceof Element && node.hasAttribute('data-live-announcer')) watchRegion(node);
      });
    }
  }).observe(doc.body, { childList: true });
}
