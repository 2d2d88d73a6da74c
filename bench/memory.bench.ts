import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { signIn, startServer, type ServerDatabase } from './lib/server-process.ts';

/**
 * Resident memory of the server with the 5,000-SKU demo (issue 20): the peak while it migrated and seeded
 * (VmHWM once healthy; on PostgreSQL the seeding child process's, which it logs), then the steady figure after some buyer traffic and a rest (the most VmRSS of
 * five readings over ten seconds). Targets: steady under 350 MB on the embedded database and under
 * 200 MB on PostgreSQL; the seeding peak is reported.
 */
const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const TARGETS_MB = { pglite: 350, postgres: 200 };

function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(field))!;
  return Math.round(Number(line.split(/\s+/)[1]) / 1024);
}

/** The peak memory the seeding child process logged, in MB (0 when the server seeded in-process). */
function childSeedPeakMb(output: string): number {
  const line = output.split('\n').find((l) => l.includes('seeded the demo distributor (child process)'));
  return line ? Number((JSON.parse(line) as { seedPeakMb: number }).seedPeakMb) : 0;
}

async function traffic(baseUrl: string): Promise<void> {
  const cookie = await signIn(baseUrl, 'chef@larder.test', 'larder-demo');
  const headers = { cookie, 'x-requested-with': 'larder-web', 'content-type': 'application/json' };
  for (let round = 0; round < 3; round++) {
    await fetch(`${baseUrl}/web-api/auth/current-user`, { method: 'POST', headers, body: '{}' });
    await fetch(`${baseUrl}/web-api/content/global-settings`, { headers });
    await fetch(`${baseUrl}/web-api/cart/summary`, { headers });
    for (let sku = 100001; sku < 100041; sku++)
      await fetch(`${baseUrl}/web-api/cart/product-options?sku=${sku}`, { headers });
    for (const query of ['olive oil', 'chiken', 'flour', 'tomato sauce', 'butter'])
      await fetch(`${baseUrl}/1/indexes/*/queries`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          requests: [{ indexName: 'products', params: `query=${encodeURIComponent(query)}` }],
        }),
      });
  }
}

/** Peak while seeding and steady resident memory of one server on one database, in MB. */
export async function measureMemory(database: ServerDatabase, port: number) {
  // Generous: seeding 5,000 SKUs on a busy 2-core machine can take minutes.
  const server = await startServer(database, {
    port,
    env: { DEMO_SKUS: '5000', LOG_LEVEL: 'info' },
    timeoutMs: 900_000,
    captureOutput: true,
  });
  try {
    // On PostgreSQL a child process seeds and logs its own peak (ADR 028); the server's peak is its start.
    const seedingPeak = Math.max(statusMb(server.pid, 'VmHWM'), childSeedPeakMb(server.output()));
    const afterStart = statusMb(server.pid, 'VmRSS');
    await traffic(server.baseUrl);
    const readings: number[] = [];
    for (let i = 0; i < 5; i++) {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      readings.push(statusMb(server.pid, 'VmRSS'));
    }
    return { seedingPeak, afterStart, steady: Math.max(...readings), peak: statusMb(server.pid, 'VmHWM') };
  } finally {
    await server.stop();
  }
}

/** Runs the memory bench on the embedded database and on PostgreSQL; true when both steady targets are met. */
export async function main(): Promise<boolean> {
  console.info(
    `\nmemory: resident MB of the server with the 5,000-SKU demo; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const pglite = await measureMemory({ kind: 'pglite' }, 3330);
  const postgres = await measureMemory({ kind: 'postgres', adminUrl: POSTGRES_URL }, 3331);
  console.info('database   seeding peak  after start  steady  peak overall  target (steady)');
  let met = true;
  for (const [kind, figures] of [
    ['pglite', pglite],
    ['postgres', postgres],
  ] as const) {
    const ok = figures.steady < TARGETS_MB[kind];
    met &&= ok;
    console.info(
      `${kind.padEnd(10)}${String(figures.seedingPeak).padStart(13)}${String(figures.afterStart).padStart(13)}${String(figures.steady).padStart(8)}${String(figures.peak).padStart(14)}  < ${TARGETS_MB[kind]} ${ok ? 'MET' : 'NOT MET'}`,
    );
  }
  return met;
}
