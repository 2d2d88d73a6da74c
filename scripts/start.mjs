// `npm start`: build the web app if its inputs changed since the last build, then run the server with
// Node's own type stripping. A production install without dev dependencies starts from a current build.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildIsCurrent, buildWeb } from './web-build-stamp.mjs';

const root = path.resolve(import.meta.dirname, '..');

if (buildIsCurrent()) {
  console.info('The web app build is current; starting the server.');
} else if (!existsSync(path.join(root, 'node_modules/vite'))) {
  console.warn(
    'The web app build is missing or older than its sources and Vite is not installed (a production install): serving what apps/web/dist holds. Build it with `npm run build` where dev dependencies are installed.',
  );
} else {
  buildWeb();
}

await import('./register-typescript.mjs');
await import('../apps/server/src/server.ts');
