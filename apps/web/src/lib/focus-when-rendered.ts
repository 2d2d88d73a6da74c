/**
 * Moves keyboard focus to an element once React has rendered it: after an action re-renders or removes
 * the control that had focus (a moved row, a removed cart line, a closed dialog), focus would otherwise
 * fall to the page body. `find` is asked on each animation frame, up to `frames` times; the first element
 * it returns gets focus (scrolled into view only if needed). Returns a function that stops looking.
 */
export function focusWhenRendered(find: () => HTMLElement | null | undefined, frames = 20): () => void {
  let left = frames;
  let handle = 0;
  const attempt = () => {
    const element = find();
    if (element && element.isConnected) {
      element.focus({ preventScroll: true });
      element.scrollIntoView?.({ block: 'nearest' });
      return;
    }
    if (--left > 0) handle = requestAnimationFrame(attempt);
  };
  handle = requestAnimationFrame(attempt);
  return () => cancelAnimationFrame(handle);
}

/** The first enabled element matching a selector, inside `root` (the document by default). */
export function firstEnabled(selector: string, root: ParentNode = document): HTMLElement | null {
  for (const element of root.querySelectorAll<HTMLElement>(selector)) {
    if (!(element as HTMLButtonElement).disabled && element.getAttribute('aria-disabled') !== 'true')
      return element;
  }
  return null;
}
