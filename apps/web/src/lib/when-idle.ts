let idle = false;
const waiting = new Set<() => void>();
let scheduled = false;

function markIdle(): void {
  idle = true;
  for (const callback of waiting) callback();
  waiting.clear();
}

/**
 * Runs `callback` once the page has first gone idle after loading (at once if it already has), so
 * heavy widgets load after the first paint; returns a function that cancels the wait.
 */
export function whenIdle(callback: () => void): () => void {
  if (idle) {
    callback();
    return () => undefined;
  }
  waiting.add(callback);
  if (!scheduled) {
    scheduled = true;
    if ('requestIdleCallback' in window) window.requestIdleCallback(markIdle, { timeout: 2500 });
    else setTimeout(markIdle, 1500);
  }
  return () => waiting.delete(callback);
}
