import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { prepareEmptyStore } from './db/empty-store.ts';
import { seedDemoIfEmpty } from './db/seed/seed-demo.ts';
import { seedDemoInChildProcess } from './db/seed/seed-in-child-process.ts';
import { warmUpSearch } from './modules/search/search-warm-up.ts';
import { loadConfigOrExit } from './plugins/config.ts';

/** Starts the storefront: validate config, open and migrate the database, seed the demo, listen, shut down cleanly. */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const database = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR },
  );
  const app = await buildApp({ config, database });
  if (config.NODE_ENV === 'production' && config.OUTBOUND_ALLOW_PRIVATE) {
    app.log.warn('OUTBOUND_ALLOW_PRIVATE=true: webhooks and image pulls may reach this network (ADR 033)');
  }
  if (config.SEED_DEMO) {
    const options = { skuCount: config.DEMO_SKUS };
    // On PostgreSQL another process can seed while this one holds its connections; PGlite is one process.
    if (config.DATABASE_URL) await seedDemoInChildProcess(database.db, config.DATABASE_URL, app.log, options);
    else await seedDemoIfEmpty(database.db, app.log, options);
  } else {
    await prepareEmptyStore(database.db, app.log, database.kind === 'pglite');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    `Larder is serving http://localhost:${config.PORT} on ${database.kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'}`,
  );
  // After listening, not before: readiness never waits for it, and a search meanwhile simply runs cold.
  void warmUpSearch(database.db, app.log);
}

void main();
