import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const serverEntry = path.join(import.meta.dirname, 'server.ts');
// Node's type stripping runs the server, as in production; on a Node without it, the hook borrows tsx.
const typescriptHook = path.join(import.meta.dirname, '../../../scripts/register-typescript.mjs');

function runServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', typescriptHook, serverEntry], {
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, stderr: () => stderr };
}

describe('the server process', () => {
  it('stops at start with one line naming a bad variable', async () => {
    const run = runServer({ PORT: 'not-a-port' });
    expect(await run.exited).toBe(1);
    const lines = run.stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid environment variable PORT="not-a-port"/);
  });

  it('refuses to start in production without a signing secret, in one line naming it', async () => {
    const run = runServer({ NODE_ENV: 'production', MESSAGING_JWT_SECRET: '' });
    expect(await run.exited).toBe(1);
    const lines = run.stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Missing environment variable MESSAGING_JWT_SECRET/);
  });

  it('starts on a fresh embedded database, serves /healthz, and shuts down cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'larder-server-'));
    const port = 3400 + Math.floor(Math.random() * 500);
    const run = runServer({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_SKUS: '50' });
    try {
      let health: unknown = null;
      for (let i = 0; i < 600 && health === null; i++) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        health = await fetch(`http://127.0.0.1:${port}/healthz`)
          .then((r) => r.json())
          .catch(() => null);
      }
      expect(health).toEqual({ status: 'ok', database: 'ok' });
      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
    } finally {
      run.child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
