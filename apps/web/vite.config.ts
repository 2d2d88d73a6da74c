import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiServer = 'http://localhost:3000';

// The dev server forwards API calls to the Fastify server as if the page were served by it, so the
// server's same-origin check (Origin against Host) passes just as it does in production.
const toApiServer = { target: apiServer, changeOrigin: true, headers: { origin: apiServer } };

/** Vite build of the storefront: React + Tailwind, emitted to apps/web/dist for the server to serve. */
export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: {
      '/web-api': toApiServer,
      '/healthz': toApiServer,
      '/openapi.json': toApiServer,
    },
  },
});
