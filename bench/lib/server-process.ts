import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** A running storefront server in a child process, on its own fresh database. */
export interface RunningServer {
  baseUrl: string;
  /** The server's PostgreSQL database, for benches that prepare data directly (null on PGlite). */
  databaseUrl: string | null;
  /** The server's process id, for benches that read its memory from /proc. */
  pid: number;
  /** The server's DATA_DIR (its outbox of e-mails lives there), or null when it keeps no files of its own. */
  dataDir: string | null;
  /** What the server wrote to standard output so far (its log lines), when started with `captureOutput`. */
  output(): string;
  stop(): Promise<void>;
}

/** Which database a server under test runs on. */
export type ServerDatabase = { kind: 'pglite' } | { kind: 'postgres'; adminUrl: string };

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server at ${baseUrl} not healthy after ${timeoutMs} ms`);
}

// The load benches drive one session far past any buyer to measure throughput, not the request limits.
const RAISED_RATE_LIMITS = {
  RATE_LIMIT_SESSION_PER_MINUTE: '100000000',
  RATE_LIMIT_ORGANIZATION_PER_MINUTE: '100000000',
  RATE_LIMIT_ADDRESS_PER_MINUTE: '100000000',
};

/** Starts the real server (migrations and demo seed included) on a fresh database and waits until it is healthy. */
export async function startServer(
  database: ServerDatabase,
  options: {
    port: number;
    env?: Record<string, string>;
    timeoutMs?: number;
    /** Keep the default request limits (the browser journeys, the rate-limit bench); else they are raised. */
    realRateLimits?: boolean;
    /** Keep the server's standard output for `output()` (still echoed), e.g. to read a log line. */
    captureOutput?: boolean;
  },
): Promise<RunningServer> {
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: String(options.port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    // Production refuses to start without a signing secret of its own (ADR 033): one per run.
    MESSAGING_JWT_SECRET: randomBytes(32).toString('hex'),
    ...(options.realRateLimits ? {} : RAISED_RATE_LIMITS),
    ...options.env,
  };
  delete env.DATABASE_URL;
  let cleanup: () => Promise<void>;
  if (database.kind === 'pglite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'larder-'));
    env.DATA_DIR = dir;
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  } else {
    const name = `larder_run_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: database.adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(database.adminUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    cleanup = async () => {
      // BENCH_KEEP_DATABASE=1 leaves the seeded database behind, to read query plans on it afterwards.
      if (process.env.BENCH_KEEP_DATABASE === '1') return void console.info(`kept database ${name}`);
      const dropper = new pg.Client({ connectionString: database.adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    };
  }
  // BENCH_NODE_ARGS passes extra flags to the server's node (e.g. `--cpu-prof`, which NODE_OPTIONS refuses).
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(
    process.execPath,
    [
      ...nodeArgs,
      // As `npm start` and the Dockerfile run it (ADR 028).
      '--max-semi-space-size=8',
      '--import',
      './scripts/tune-malloc.mjs',
      '--import',
      './scripts/register-typescript.mjs',
      'apps/server/src/server.ts',
    ],
    {
      cwd: repoRoot,
      env,
      stdio: ['ignore', options.captureOutput ? 'pipe' : 'inherit', 'inherit'],
    },
  );
  let output = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
    process.stdout.write(chunk);
  });
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await cleanup();
  };
  try {
    await waitForHealth(baseUrl, child, options.timeoutMs ?? 180_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    baseUrl,
    databaseUrl: env.DATABASE_URL ?? null,
    pid: child.pid!,
    dataDir: database.kind === 'pglite' ? env.DATA_DIR! : null,
    output: () => output,
    stop,
  };
}

/** Signs in over HTTP and returns the session cookie header. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/web-api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'larder-web' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('larder_session='));
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0]!;
}
