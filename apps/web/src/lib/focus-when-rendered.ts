/**
 * Moves keyboard focus to an element once React has rendered it: after an action re-renders or removes
 * the control that had focus (a moved row, a removed cart line, a closed dialog), focus would otherwise
 * fall to the page body. `find` is asked on each animation frame, up to `frames` times; the first element
 * it returns gets focus (scrolled into view only if needed). Returns a function that stops looking.
 */
export function focusWhenRendered(
  find: () => HTMLElement | null | undefined,
  frames = 20,
  { keepFrames = 0 } = {},
): () => void {
  let left = frames;
  let watching = keepFrames;
  let handle = 0;
  const attempt = () => {
    const element = find();
    if (element && element.isConnected) {
      if (document.activeElement !== element) {
        element.focus({ preventScroll: true });
        element.scrollIntoView?.({ block: 'nearest' });
      }
      // The page may still be changing (an emptied cart swaps its heading for the empty state's): for
      // `keepFrames` more frames, focus that fell to the body is given again to what `find` answers.
      if (watching-- > 0) handle = requestAnimationFrame(watch);
      return;
    }
    if (--left > 0) handle = requestAnimationFrame(attempt);
  };
  const watch = () => {
    const active = document.activeElement;
    if (!active || active === document.body) attempt();
    else if (watching-- > 0) handle = requestAnimationFrame(watch);
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
