import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const repoRoot = path.join(import.meta.dirname, '../../..');
// The values of scripts/malloc-env.mjs (ADR 028), which the preload and the Dockerfile must both apply.
const SERVER_MALLOC_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '65536' };
const report =
  'console.log(JSON.stringify({ pid: process.pid, arenas: process.env.MALLOC_ARENA_MAX, mmap: process.env.MALLOC_MMAP_THRESHOLD_, argv: process.argv.slice(1) }))';

/** Runs a node that reports its pid, allocator variables and arguments, with the preload the server starts with. */
async function runWithPreload(env: Record<string, string>) {
  const running = promisify(execFile)(
    process.execPath,
    ['--import', path.join(repoRoot, 'scripts/tune-malloc.mjs'), '-e', report, 'one', 'two'],
    { env: { ...process.env, MALLOC_ARENA_MAX: undefined, MALLOC_MMAP_THRESHOLD_: undefined, ...env } },
  );
  const { stdout } = await running;
  return { childPid: running.child.pid, seen: JSON.parse(stdout) };
}

// glibc reads these variables only when a process starts, so the preload restarts it in place (ADR 028).
describe.runIf(process.platform === 'linux' && 'execve' in process)('the allocator settings preload', () => {
  it('restarts the same process with the allocator settings and the same arguments', async () => {
    const { childPid, seen } = await runWithPreload({});
    expect(seen).toEqual({
      pid: childPid,
      arenas: SERVER_MALLOC_ENV.MALLOC_ARENA_MAX,
      mmap: SERVER_MALLOC_ENV.MALLOC_MMAP_THRESHOLD_,
      argv: ['one', 'two'],
    });
  });

  it("keeps an operator's own value", async () => {
    const { seen } = await runWithPreload({ MALLOC_ARENA_MAX: '4' });
    expect(seen.arenas).toBe('4');
    expect(seen.mmap).toBe(SERVER_MALLOC_ENV.MALLOC_MMAP_THRESHOLD_);
  });
});

describe('the Dockerfile', () => {
  it('runs the server with the same allocator settings', async () => {
    const dockerfile = await readFile(path.join(repoRoot, 'Dockerfile'), 'utf8');
    for (const [name, value] of Object.entries(SERVER_MALLOC_ENV))
      expect(dockerfile).toMatch(new RegExp(`^(ENV)?\\s+${name}=${value}\\b`, 'm'));
  });
});
