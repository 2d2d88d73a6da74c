import type { PageType } from '@larder/contract';
import { LAYOUT_MODULE, PAGE_MODULES } from './page-modules.ts';

/**
 * What `.vite/page-preloads.json` holds: for the layout and for each page type, the URLs of the chunks
 * its code needs beyond the entry (the module's own chunk first, then the chunks it imports), for the
 * server to write as `<link rel="modulepreload">` into a page of that type.
 */
export interface PagePreloads {
  layout: string[];
  pages: Partial<Record<PageType, string[]>>;
}

/** The parts of a built chunk that say where it comes from and what it imports. */
export interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: readonly string[];
}

/** Where the preload list is written in the build output (beside Vite's own manifest). */
export const PAGE_PRELOADS_FILE = '.vite/page-preloads.json';

/**
 * The preload lists of a build: `root` is the app's root directory (absolute, `/`-separated) and `base`
 * the public base path. Null when the build does not contain the layout (not the storefront's build).
 */
export function pagePreloadsOf(
  chunks: readonly BuiltChunk[],
  root: string,
  base: string,
): PagePreloads | null {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const withImports = (start: BuiltChunk): string[] => {
    const seen = new Set<string>();
    const visit = (chunk: BuiltChunk | undefined) => {
      if (!chunk || seen.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      for (const file of chunk.imports) visit(byFile.get(file));
    };
    visit(start);
    return [...seen];
  };
  // The entry and what it imports are in index.html already.
  const inEntry = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap(withImports));
  const rootDir = root.endsWith('/') ? root : `${root}/`;
  const filesOf = (source: string): string[] | null => {
    const chunk = chunks.find((c) => c.facadeModuleId === `${rootDir}${source}`);
    if (!chunk) return null;
    return withImports(chunk)
      .filter((file) => !inEntry.has(file))
      .map((file) => `${base}${file}`);
  };

  const layout = filesOf(LAYOUT_MODULE);
  if (!layout) return null;
  const pages: Partial<Record<PageType, string[]>> = {};
  for (const [pageType, source] of Object.entries(PAGE_MODULES) as [PageType, string][]) {
    const files = filesOf(source);
    if (files) pages[pageType] = files;
  }
  return { layout, pages };
}
