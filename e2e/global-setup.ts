import type {} from 'vitest';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from '../bench/lib/server-process.ts';

let server: RunningServer | undefined;

/** Builds the web app and starts the real server on a fresh embedded database with the demo data. */
export async function setup(project: TestProject): Promise<void> {
  if (!process.env.E2E_SKIP_BUILD) {
    // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
    execFileSync('npm', ['run', 'build', '-w', '@larder/web'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  const port = Number(process.env.E2E_PORT ?? 3199);
  server = await startServer({ kind: 'pglite' }, { port, env: { DEMO_SKUS: '500' } });
  project.provide('baseUrl', server.baseUrl);
}

/** Stops the server and removes its database. */
export async function teardown(): Promise<void> {
  await server?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
