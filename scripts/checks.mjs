import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';

/**
 * The static checks of `npm run validate` (format, lint, typecheck), as many at once as there are cores:
 * each tool runs on one core, so on a 2-core machine the three take about 40 s instead of 70 s one after
 * another (ADR 032). `node scripts/checks.mjs typecheck` runs one group. A check's output is printed when
 * it ends; the exit code says whether all passed.
 */
const root = path.resolve(import.meta.dirname, '..');
const bin = (pkg, file) => path.join(root, 'node_modules', pkg, file);
const tsc = (project, seconds) => ({
  name: `tsc -p ${project}`,
  args: [bin('typescript', 'bin/tsc'), '-p', project],
  seconds,
});

/** Each group's commands, with about how long each takes on a 2-core machine (the longest start first). */
const GROUPS = {
  lint: [{ name: 'eslint', args: [bin('eslint', 'bin/eslint.js'), '.', '--max-warnings', '0'], seconds: 28 }],
  typecheck: [
    tsc('apps/server', 16),
    tsc('apps/web', 12),
    tsc('tsconfig.tools.json', 6),
    tsc('packages/contract', 3),
    tsc('packages/domain', 2),
  ],
  format: [
    {
      name: 'prettier --check',
      args: [bin('prettier', 'bin/prettier.cjs'), '--check', '.', '--log-level', 'warn'],
      seconds: 15,
    },
  ],
};

const names = process.argv.slice(2).length > 0 ? process.argv.slice(2) : Object.keys(GROUPS);
const unknown = names.filter((name) => !(name in GROUPS));
if (unknown.length > 0) {
  console.error(`unknown check ${unknown.join(', ')}; choose from ${Object.keys(GROUPS).join(', ')}`);
  process.exit(2);
}
const queue = names.flatMap((name) => GROUPS[name]).sort((a, b) => b.seconds - a.seconds);

/** Runs one command with this Node and resolves with its exit code and output. */
function run(command) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, command.args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}

let failed = false;
async function worker() {
  for (let command = queue.shift(); command; command = queue.shift()) {
    const started = performance.now();
    const { code, output } = await run(command);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (code === 0) console.info(`${command.name}: passed (${seconds} s)`);
    else {
      failed = true;
      console.error(`${command.name}: FAILED (${seconds} s)\n${output}`);
    }
  }
}
await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, worker));
process.exitCode = failed ? 1 : 0;
