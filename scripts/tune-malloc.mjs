// Preloaded (`node --import ./scripts/tune-malloc.mjs ...`) by everything that starts the server: on Linux
// it restarts the process in place (same pid, same flags and arguments) with the allocator settings of
// malloc-env.mjs, which glibc reads only when a process starts. The Dockerfile sets them with ENV instead.
import { isMainThread } from 'node:worker_threads';
import { SERVER_MALLOC_ENV } from './malloc-env.mjs';

const missing = Object.entries(SERVER_MALLOC_ENV).filter(([name]) => process.env[name] === undefined);
// process.execve exists from Node 22.15 and 23.11; without it the server runs with glibc's defaults.
if (process.platform === 'linux' && isMainThread && missing.length > 0 && process.execve) {
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    ...process.env,
    ...Object.fromEntries(missing),
  });
}
