import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Db } from '../client.ts';
import { hasUsers } from './seed-demo.ts';

/** What the child reports on its last line of output. */
interface SeedReport {
  seeded: boolean;
  /** The child's peak resident memory, in MB. */
  peakMb: number;
  summary?: object;
}

const CHILD_SCRIPT = path.join(import.meta.dirname, 'seed-child.ts');
// Type stripping on a Node older than 22.18 comes from this hook (ADR 001); `npm start` imports it at run time.
const REGISTER_TYPESCRIPT = path.join(import.meta.dirname, '../../../../../scripts/register-typescript.mjs');

/**
 * Seeds the demo into an empty PostgreSQL database from a short-lived child process (ADR 028): the seed
 * builds hundreds of MB of rows in JavaScript, and a server that did so itself kept a V8 heap grown for
 * them for good. The child starts with this process's Node flags, seeds under the same advisory lock as
 * `seedDemoIfEmpty` (several servers may start at once), reports on its last line, and exits.
 */
export async function seedDemoInChildProcess(
  db: Db,
  databaseUrl: string,
  log: { info(obj: object, msg?: string): void },
  options: { skuCount?: number } = {},
): Promise<void> {
  if (await hasUsers(db)) return;
  const child = spawn(
    process.execPath,
    [...process.execArgv, '--import', REGISTER_TYPESCRIPT, CHILD_SCRIPT],
    {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        ...(options.skuCount === undefined ? {} : { DEMO_SKUS: String(options.skuCount) }),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`seeding the demo in a child process failed (exit ${code}): ${output}`);
  const report = JSON.parse(output.trim().split('\n').at(-1)!) as SeedReport;
  if (report.seeded)
    log.info({ ...report.summary, seedPeakMb: report.peakMb }, 'seeded the demo distributor (child process)');
}
