import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { PUBLISHED_SECRETS, type Config } from '../../plugins/config.ts';
import { signingSecrets } from './signing-secrets.table.ts';

/** The configuration with every signing secret known: from the environment, or made and kept by the server. */
export type ResolvedConfig = Omit<Config, 'MESSAGING_JWT_SECRET'> & { MESSAGING_JWT_SECRET: string };

/**
 * The secret stored under `name`, made (48 random bytes) on first use. Concurrent first starts agree: the
 * insert keeps whichever row came first and every process reads that one back.
 */
async function keptSecret(db: Db, name: string): Promise<string> {
  await db
    .insert(signingSecrets)
    .values({ name, secret: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(signingSecrets).where(eq(signingSecrets.name, name));
  return row!.secret;
}

/**
 * Fills in the signing secrets the environment left unset (loadConfig has already refused that in
 * production) with ones kept in the database; a published value is never used, whatever the environment.
 */
export async function resolveSigningSecrets(db: Db, config: Config): Promise<ResolvedConfig> {
  const given = config.MESSAGING_JWT_SECRET;
  const usable = given && !PUBLISHED_SECRETS.has(given) ? given : null;
  return { ...config, MESSAGING_JWT_SECRET: usable ?? (await keptSecret(db, 'MESSAGING_JWT_SECRET')) };
}
