import { loadConfigOrExit } from '../../plugins/config.ts';
import { openDatabase } from '../client.ts';
import { seedDemoIfEmpty } from './seed-demo.ts';

/**
 * The child process of `seedDemoInChildProcess`: seeds the demo into `DATABASE_URL` if nobody has an
 * account yet, then prints one JSON line (whether it seeded, what, and its peak memory) and exits.
 */
const config = loadConfigOrExit();
if (!config.DATABASE_URL) throw new Error('seed-child needs DATABASE_URL');
const database = await openDatabase({ url: config.DATABASE_URL }, { poolSize: 1 });
let summary: object | undefined;
try {
  await seedDemoIfEmpty(database.db, { info: (obj) => (summary = obj) }, { skuCount: config.DEMO_SKUS });
} finally {
  await database.close();
}
const peakMb = Math.round(process.resourceUsage().maxRSS / 1024);
process.stdout.write(`${JSON.stringify({ seeded: summary !== undefined, peakMb, summary })}\n`);
