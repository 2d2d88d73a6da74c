import { parseArgs } from 'node:util';
import { loadConfigOrExit } from '../plugins/config.ts';
import { openDatabase } from './client.ts';
import { DEFAULT_SKU_COUNT, resetDemo } from './seed/seed-demo.ts';

/** `npm run db:reset [-- --skus N]`: empties the configured database and seeds the demo distributor again. */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { skus: { type: 'string' } } });
  const skuCount = values.skus === undefined ? DEFAULT_SKU_COUNT : Number(values.skus);
  if (!Number.isInteger(skuCount) || skuCount < 1) {
    console.error(`--skus must be a positive whole number, got ${JSON.stringify(values.skus)}`);
    process.exit(1);
  }
  const config = loadConfigOrExit();
  const database = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR },
  );
  try {
    const started = performance.now();
    const summary = await resetDemo(database.db, { skuCount });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const where = database.kind === 'pglite' ? config.DATA_DIR : 'PostgreSQL';
    console.info(
      `Reset ${where} in ${seconds} s: ${summary.products} products, ${summary.variants} variants, ${summary.prices} prices, ` +
        `${summary.organizations} organizations, ${summary.users} users.`,
    );
  } finally {
    await database.close();
  }
}

await main();
