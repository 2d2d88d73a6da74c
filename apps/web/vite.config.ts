import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { PAGE_PRELOADS_FILE, pagePreloadsOf, type BuiltChunk } from './src/app/page-preloads.ts';

const apiServer = 'http://localhost:3000';

// The dev server forwards API calls to the Fastify server as if the page were served by it, so the
// server's same-origin check (Origin against Host) passes just as it does in production.
const toApiServer = { target: apiServer, changeOrigin: true, headers: { origin: apiServer } };

/** Writes the chunks of the layout and of each page type to `.vite/page-preloads.json` for the server. */
function pagePreloads(): Plugin {
  let root = '/';
  let base = '/';
  return {
    name: 'larder-page-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks: BuiltChunk[] = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk' ? [output] : [],
      );
      const preloads = pagePreloadsOf(chunks, root, base);
      if (!preloads) return;
      this.emitFile({ type: 'asset', fileName: PAGE_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}

/** Vite build of the storefront: React + Tailwind, emitted to apps/web/dist for the server to serve. */
export default defineConfig({
  plugins: [react(), tailwindcss(), pagePreloads()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: {
      '/web-api': toApiServer,
      '/healthz': toApiServer,
      '/openapi.json': toApiServer,
    },
  },
});
