import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const serverEntry = path.join(import.meta.dirname, '../server.ts');
// The processes run as production does: Node's own type stripping (the hook borrows tsx on an older Node).
const typescriptHook = path.join(import.meta.dirname, '../../../../scripts/register-typescript.mjs');
// And with the allocator settings `npm start` and the Dockerfile give it (ADR 028).
const mallocSettings = path.join(import.meta.dirname, '../../../../scripts/tune-malloc.mjs');

/** One real server process (`node apps/server/src/server.ts`) listening on loopback. */
export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** What the process wrote to stderr so far, to explain a failure. */
  stderr(): string;
}

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server ${baseUrl} exited with code ${child.exitCode}`);
    const healthy = await fetch(`${baseUrl}/healthz`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server at ${baseUrl} not healthy after ${timeoutMs} ms`);
}

/**
 * Starts `count` server processes with the same environment (one database, one Redis) on consecutive
 * ports, all at once as a deployment's instances start, and waits until each answers /healthz.
 */
export async function startServerProcesses(
  count: number,
  env: Record<string, string>,
  options: { firstPort: number; timeoutMs?: number },
): Promise<ServerProcess[]> {
  // One signing secret for all of them, as a deployment gives its instances (production requires one).
  const messagingSecret = randomBytes(32).toString('hex');
  const processes = Array.from({ length: count }, (_, i): ServerProcess => {
    const port = options.firstPort + i;
    const child = spawn(
      process.execPath,
      ['--max-semi-space-size=8', '--import', mallocSettings, '--import', typescriptHook, serverEntry],
      {
        env: {
          ...process.env,
          LOG_LEVEL: 'warn',
          HOST: '127.0.0.1',
          MESSAGING_JWT_SECRET: messagingSecret,
          ...env,
          PORT: String(port),
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr?.on('data', (chunk) => (stderr += chunk));
    return { baseUrl: `http://127.0.0.1:${port}`, child, stderr: () => stderr };
  });
  try {
    await Promise.all(processes.map((p) => waitForHealth(p.baseUrl, p.child, options.timeoutMs ?? 180_000)));
  } catch (err) {
    await stopServerProcesses(processes);
    throw new Error(`${(err as Error).message}\n${processes.map((p) => p.stderr()).join('\n')}`, {
      cause: err,
    });
  }
  return processes;
}

/** Sends SIGTERM to each process and waits for it to exit (it drains requests and jobs first). */
export async function stopServerProcesses(processes: readonly ServerProcess[]): Promise<void> {
  await Promise.all(
    processes.map(async ({ child }) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }),
  );
}
