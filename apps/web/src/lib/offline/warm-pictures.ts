/** Resolves once the service worker controls the page (at once when it does; never without a worker). */
function workerInControl(): Promise<void> {
  if (!('serviceWorker' in navigator)) return new Promise(() => undefined);
  if (navigator.serviceWorker.controller) return Promise.resolve();
  return new Promise((resolve) =>
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
  );
}

const warmed = new Set<string>();

/**
 * Asks for pictures through the service worker, which keeps them for offline use (ADR 047): a page opened
 * before the worker took over fetched its pictures past it, so they are asked again once it controls the
 * page. Each picture once per page load, at low priority.
 */
export async function warmPictures(urls: readonly string[]): Promise<void> {
  const fresh = urls.filter((url) => url && !warmed.has(url));
  if (fresh.length === 0) return;
  for (const url of fresh) warmed.add(url);
  await workerInControl();
  for (const url of fresh) void fetch(url, { priority: 'low' } as RequestInit).catch(() => undefined);
}
