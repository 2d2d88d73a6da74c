import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

declare module 'fastify' {
  interface FastifyInstance {
    /** The built app to render pages into; a short "not built" page until the web app is built. */
    webApp(): Promise<WebApp>;
  }
}

/** Where the web build lists the chunks of the layout and of each page type (apps/web/vite.config.ts). */
export const PAGE_PRELOADS_FILE = '.vite/page-preloads.json';

const assetPaths = z.array(z.string().regex(/^\/[\w./-]+\.js$/));
const pagePreloadsSchema = z.object({ layout: assetPaths, pages: z.record(z.string(), assetPaths) });

/** The chunks the layout and each page type need beyond the entry, as the web build listed them. */
export type PagePreloads = z.infer<typeof pagePreloadsSchema>;

/** The built app: its index.html template and what each page type should preload. */
export interface WebApp {
  template: string;
  preloads: PagePreloads | null;
}

/** The scripts a page of a type needs beyond the entry: the layout's chunks, then the page's. */
export function modulePreloadsOf(preloads: PagePreloads | null, pageType: string): string[] {
  if (!preloads) return [];
  return [...new Set([...preloads.layout, ...(preloads.pages[pageType] ?? [])])];
}

async function readPreloads(file: string): Promise<PagePreloads | null> {
  try {
    return pagePreloadsSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  } catch {
    return null;
  }
}

/** The page served in place of the app while apps/web has not been built. */
export const NOT_BUILT_TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Larder</title>
  </head>
  <body>
    <main>
      <h1>The web app isn't built yet</h1>
      <p>Run <code>npm run build</code>, then restart the server.</p>
    </main>
  </body>
</html>
`;

/** Serves the built React app's static files (hashed assets cached for a year) and its index.html template. */
export const webAppPlugin = fp(async (app: FastifyInstance) => {
  const dist = app.config.WEB_DIST_DIR;
  const indexFile = path.join(dist, 'index.html');
  let built: WebApp | null = null;
  const load = async (): Promise<WebApp | null> => {
    try {
      const template = await readFile(indexFile, 'utf8');
      // Without the list pages still work: their code is then fetched after the entry instead of with it.
      built = { template, preloads: await readPreloads(path.join(dist, PAGE_PRELOADS_FILE)) };
    } catch {
      built = null;
    }
    return built;
  };

  // Read once; while it is missing every page request looks again, so building after start needs no restart.
  app.decorate(
    'webApp',
    async () => built ?? (await load()) ?? { template: NOT_BUILT_TEMPLATE, preloads: null },
  );
  const first = await load();
  if (!first) app.log.warn({ dist }, 'web app not built; run `npm run build` to serve pages');
  else if (!first.preloads) app.log.warn({ dist }, 'web build has no page preload list; pages load slower');
  if (!existsSync(dist)) return;

  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: false,
    // index.html is a template, rendered per page by the content module; never served raw.
    allowedPath: (pathName) => pathName !== '/index.html',
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
});
