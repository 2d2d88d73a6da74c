import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const repoRoot = path.resolve(import.meta.dirname, '..');
const webRoot = path.join(repoRoot, 'apps/web');
const webDist = path.join(webRoot, 'dist');
const TARGET_BYTES = 110_000;
const MESSAGING_TARGET_BYTES = 15_000;

/** The size of the JavaScript a built index.html loads before anything else: its module script and modulepreloads. */
export interface EntrySize {
  files: { file: string; bytes: number; gzipBytes: number }[];
  gzipBytes: number;
}

/** Measures the entry scripts of a built app: every `<script type="module" src>` and `<link rel="modulepreload">`. */
export function entrySizeOf(distDir: string): EntrySize {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const sources = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((match) => match[1]!);
  const files = [...new Set(sources)].map((source) => {
    const content = readFileSync(path.join(distDir, source.replace(/^\//, '')));
    return { file: source, bytes: content.length, gzipBytes: gzipSync(content).length };
  });
  return { files, gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}

/** The lazily loaded messaging client's chunk (`messaging-runtime-*.js`), gzipped: what a signed-in buyer's page fetches for it. */
export function messagingChunkOf(distDir: string): { file: string; bytes: number; gzipBytes: number } | null {
  const assets = path.join(distDir, 'assets');
  const file = readdirSync(assets).find((name) => /^messaging-runtime-.*\.js$/.test(name));
  if (!file) return null;
  const content = readFileSync(path.join(assets, file));
  return { file: `/assets/${file}`, bytes: content.length, gzipBytes: gzipSync(content).length };
}

/** Builds a React-only app (react + react-dom/client rendering one element) with the storefront's Vite config. */
export async function reactBaseline(): Promise<EntrySize> {
  // Inside apps/web so that react, react-dom and the Vite plugins resolve exactly as they do for the app.
  const cache = path.join(webRoot, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const root = mkdtempSync(path.join(cache, 'bundle-baseline-'));
  const outDir = mkdtempSync(path.join(tmpdir(), 'larder-baseline-'));
  try {
    writeFileSync(
      path.join(root, 'index.html'),
      '<!doctype html><html><body><div id="root"></div><script type="module" src="/main.jsx"></script></body></html>',
    );
    writeFileSync(
      path.join(root, 'main.jsx'),
      "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(<h1>Hello</h1>);\n",
    );
    await build({
      configFile: path.join(webRoot, 'vite.config.ts'),
      root,
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
    return entrySizeOf(outDir);
  } finally {
    rmSync(root, { recursive: true, force: true });
    rmSync(outDir, { recursive: true, force: true });
  }
}

function kb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} KB`;
}

/** Builds the storefront (unless BENCH_SKIP_BUILD is set), prints its entry size against the React-only baseline. */
export async function main(): Promise<boolean> {
  if (!process.env.BENCH_SKIP_BUILD) {
    execFileSync('npm', ['run', 'build', '-w', '@larder/web'], {
      cwd: repoRoot,
      stdio: 'ignore',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  const app = entrySizeOf(webDist);
  const baseline = await reactBaseline();
  console.info('\nEntry JavaScript of the built storefront (what index.html loads first, gzipped)');
  for (const file of app.files) {
    console.info(
      `  ${file.file.padEnd(44)} ${kb(file.bytes).padStart(10)} ${kb(file.gzipBytes).padStart(10)} gz`,
    );
  }
  const met = app.gzipBytes <= TARGET_BYTES;
  console.info(`storefront entry: ${kb(app.gzipBytes)} gz (${app.gzipBytes} bytes)`);
  console.info(
    `React-only baseline (react + react-dom/client): ${kb(baseline.gzipBytes)} gz (${baseline.gzipBytes} bytes)`,
  );
  console.info(`ratio to baseline: ${(app.gzipBytes / baseline.gzipBytes).toFixed(2)}`);
  console.info(`target: entry <= ${kb(TARGET_BYTES)} gz: ${met ? 'MET' : 'NOT MET'}`);
  const messaging = messagingChunkOf(webDist);
  const messagingMet = messaging !== null && messaging.gzipBytes <= MESSAGING_TARGET_BYTES;
  console.info(
    messaging
      ? `messaging chunk ${messaging.file}: ${kb(messaging.bytes)}, ${kb(messaging.gzipBytes)} gz (${messaging.gzipBytes} bytes)`
      : 'messaging chunk: not found in the build',
  );
  console.info(
    `target: messaging chunk <= ${kb(MESSAGING_TARGET_BYTES)} gz: ${messagingMet ? 'MET' : 'NOT MET'}`,
  );
  return met && messagingMet;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = (await main()) ? 0 : 1;
}
