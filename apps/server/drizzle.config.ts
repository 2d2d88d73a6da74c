import { defineConfig } from 'drizzle-kit';

/** drizzle-kit generates SQL migrations from the module tables; the server applies them at start. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
