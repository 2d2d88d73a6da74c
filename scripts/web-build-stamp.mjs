// `npm start` builds the web app only when its inputs changed since the last build: a stamp in
// apps/web/dist holds a hash of every input file, so a current build starts the server at once and a
// production install (no Vite) can start from a build made elsewhere (the Dockerfile's build stage).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
/** Where the stamp lives: inside the build, so deleting the build deletes the stamp. */
export const stampFile = path.join(root, 'apps/web/dist/.build-stamp');
const inputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/contract/src',
  'packages/domain/src',
  'package-lock.json',
];

function filesUnder(relative) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full, { withFileTypes: true })
    .filter((entry) => !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.test.tsx'))
    .flatMap((entry) => filesUnder(path.join(relative, entry.name)));
}

/** A hash of the paths and contents of every file the web build reads (tests excluded). */
export function inputsHash() {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(filesUnder).sort()) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

/** True when apps/web/dist was built from the inputs as they are now. */
export function buildIsCurrent() {
  return existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === inputsHash();
}

/** Records that apps/web/dist now matches the inputs. */
export function writeStamp() {
  writeFileSync(stampFile, `${inputsHash()}\n`);
}

/**
 * Builds the web app (as production: Vite would bundle React's development build under NODE_ENV=test)
 * unless the build is current, and stamps it. Returns whether it built.
 */
export function buildWeb({ force = false } = {}) {
  if (!force && buildIsCurrent()) return false;
  const build = spawnSync('npm', ['run', 'build', '-w', '@larder/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error(`the web build failed (exit ${build.status})`);
  writeStamp();
  return true;
}
