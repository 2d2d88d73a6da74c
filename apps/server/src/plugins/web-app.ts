import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** Serves the built React app: hashed assets cached for a year, index.html for every page request. */
export const webAppPlugin = fp(async (app: FastifyInstance) => {
  const dist = app.config.WEB_DIST_DIR;
  const indexFile = path.join(dist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ dist }, 'web app not built; run `npm run build` to serve pages');
    return;
  }
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    // An unknown API path or a stale asset must not answer with the page.
    if (/^\/(web-api|assets)\//.test(request.url)) {
      return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
