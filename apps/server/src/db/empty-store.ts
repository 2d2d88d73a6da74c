import { hasStaffManager } from '../modules/staff-accounts/first-admin.service.ts';
import type { Db } from './client.ts';
import { ensureSiteStructure } from './seed/site-structure.ts';

/** The command that makes the first administrator, exactly as the start message and docs/go-live.md give it. */
export const CREATE_ADMIN_COMMAND = 'npm run staff:create-admin -- --email ADDRESS';

/** What the server prints once at start while no active staff member may manage staff. */
export function firstAdminHint(embedded: boolean): string {
  return [
    'This store has no administrator yet. Create the first one (every staff permission, a one-use link to choose a password):',
    `  ${CREATE_ADMIN_COMMAND}`,
    ...(embedded
      ? ['With the embedded database (no DATABASE_URL), stop this server first, then start it again.']
      : []),
    'Then follow docs/go-live.md from an empty store to the first order.',
  ].join('\n');
}

/**
 * Prepares a store started without the demo (`SEED_DEMO=false`): the pages every store needs when there
 * are none yet, and, while nobody may manage staff, the hint to create the first administrator (printed
 * once per start). Creates no account and no password.
 */
export async function prepareEmptyStore(
  db: Db,
  log: { info(msg: string): void },
  embedded: boolean,
  // Printed as plain text, not a log line: it is read by the person who just started the store.
  print: (text: string) => void = (text) => console.warn(`\n${text}\n`),
): Promise<void> {
  const pages = await ensureSiteStructure(db);
  if (pages > 0) log.info(`wrote the ${pages} pages every store needs; no demo data`);
  if (!(await hasStaffManager(db))) print(firstAdminHint(embedded));
}
