import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
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

/** The chunks the entry loads statically (index.html's script and its modulepreloads), found per build. */
const entryChunks = new Set<string>();

/**
 * Finds the entry's static chunks before Vite writes each lazy import's preload list: those chunks are
 * loaded before any lazy import can run, so listing them again in every list only weighs on the entry
 * (ADR 047: about 1 KB gz of the budget).
 */
function entryChunksOfBuild(): Plugin {
  return {
    name: 'larder-entry-chunks',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        entryChunks.clear();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (entryChunks.has(fileName) || chunk?.type !== 'chunk') return;
          entryChunks.add(fileName);
          chunk.imports.forEach(visit);
        };
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk' && output.isEntry) visit(output.fileName);
        }
      },
    },
  };
}

/**
 * The installable app (issue 34, ADR 047): the web app manifest and the service worker (src/sw.ts, Workbox
 * through vite-plugin-pwa). The app registers the worker itself after the first paint (lib/offline), so
 * nothing is injected into the entry; the dev server has no worker, so `npm run dev` always runs fresh code.
 */
function installableApp() {
  return VitePWA({
    strategies: 'injectManifest',
    // Absolute: a build with another root (bench/bundle-size's React-only baseline) finds the worker too.
    srcDir: fileURLToPath(new URL('./src', import.meta.url)),
    filename: 'sw.ts',
    injectRegister: false,
    registerType: 'prompt',
    devOptions: { enabled: false },
    injectManifest: {
      // index.html is the server's template (rendered per page), never served as is: pages are kept at run time.
      globPatterns: ['assets/**/*.{js,css,woff2}', 'favicon.svg', 'icons/*.png'],
      globIgnores: ['**/index.html', '.vite/**', 'assets/staff-*'],
      maximumFileSizeToCacheInBytes: 3_000_000,
    },
    manifest: {
      id: '/',
      name: 'Larder',
      short_name: 'Larder',
      description:
        'Wholesale ordering for restaurants: order guides that work in the walk-in, with or without signal.',
      lang: 'en',
      // The buyer's default order guide (the detail page resolves `default`).
      start_url: '/order-guides/detail/?id=default',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: '#1c432a',
      background_color: '#fafaf9',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
  });
}

/** Vite build of the storefront: React + Tailwind, emitted to apps/web/dist for the server to serve. */
export default defineConfig({
  plugins: [react(), tailwindcss(), pagePreloads(), entryChunksOfBuild(), installableApp()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // A lazy import preloads what it needs except what the entry already loaded (see entryChunksOfBuild).
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => !entryChunks.has(dep)) : deps,
    },
  },
  server: {
    proxy: {
      '/web-api': toApiServer,
      '/healthz': toApiServer,
      '/openapi.json': toApiServer,
    },
  },
});
