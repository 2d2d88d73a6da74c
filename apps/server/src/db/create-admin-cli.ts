import { parseArgs } from 'node:util';
import { z } from 'zod';
import { createAdministrator } from '../modules/staff-accounts/first-admin.service.ts';
import { loadConfigOrExit, publicOriginOf } from '../plugins/config.ts';
import { RESET_PAGE_PATH } from '../subscribers/password-link-email.subscriber.ts';
import { openDatabase } from './client.ts';
import { CREATE_ADMIN_COMMAND } from './empty-store.ts';
import { ensureSiteStructure } from './seed/site-structure.ts';

/**
 * `npm run staff:create-admin -- --email ADDRESS`: makes a staff account with every permission in the
 * configured database and prints a one-use link (72 hours) to choose its password, on the store's public
 * origin (`PUBLIC_ORIGINS`). No password is set or printed.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { email: { type: 'string' } }, strict: true });
  const email = z.email().safeParse(values.email?.trim());
  if (!email.success) {
    console.error(`Give the administrator's e-mail address: ${CREATE_ADMIN_COMMAND}`);
    process.exit(1);
  }
  const config = loadConfigOrExit();
  const database = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR },
  );
  try {
    // The link opens the password page: a store never started yet gets the pages every store needs.
    await ensureSiteStructure(database.db);
    const admin = await createAdministrator(database.db, email.data);
    const url = `${publicOriginOf(config)}${RESET_PAGE_PATH}?token=${encodeURIComponent(admin.token)}`;
    console.info(
      [
        `${admin.created ? 'Created the administrator' : 'Gave every permission to the staff account'} ${admin.email}.`,
        `Open this link to choose the password (it works once, until ${admin.expiresAt.toISOString()}):`,
        url,
      ].join('\n'),
    );
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

await main();
