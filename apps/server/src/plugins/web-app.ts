import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's index.html to render pages into; a short "not built" page until the web app is built. */
    webAppTemplate(): Promise<string>;
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
  let template: string | null = null;
  const load = async (): Promise<string | null> => {
    try {
      template = await readFile(indexFile, 'utf8');
    } catch {
      template = null;
    }
    return template;
  };

  // Read once; while it is missing every page request looks again, so building after start needs no restart.
  app.decorate('webAppTemplate', async () => template ?? (await load()) ?? NOT_BUILT_TEMPLATE);
  if (!(await load())) app.log.warn({ dist }, 'web app not built; run `npm run build` to serve pages');
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
