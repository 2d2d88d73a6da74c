import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { freshPostgresDatabase } from '../test-support/test-database.ts';
import { openDatabase, type Database } from './client.ts';

const journal = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'migrations/meta/_journal.json'), 'utf8'),
) as { entries: unknown[] };

async function appliedMigrations(database: Database): Promise<number> {
  const result = await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

describe('openDatabase', () => {
  it('applies every migration to a new embedded database', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      expect(await appliedMigrations(database)).toBe(journal.entries.length);
    } finally {
      await database.close();
    }
  });

  const adminUrl = process.env.TEST_DATABASE_URL;
  // Several server processes share one PostgreSQL database; PGlite is embedded in one process only.
  if (adminUrl) {
    it('lets three processes starting together on a new PostgreSQL database all migrate it, once', async () => {
      const target = await freshPostgresDatabase(adminUrl);
      try {
        const opened = await Promise.allSettled(
          [1, 2, 3].map(() => openDatabase({ url: target.url }, { poolSize: 2 })),
        );
        const databases = opened.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
        try {
          expect(opened.map((o) => (o.status === 'fulfilled' ? 'opened' : String(o.reason)))).toEqual([
            'opened',
            'opened',
            'opened',
          ]);
          for (const database of databases) {
            expect(await appliedMigrations(database)).toBe(journal.entries.length);
          }
        } finally {
          await Promise.all(databases.map((d) => d.close()));
        }
      } finally {
        await target.drop();
      }
    });
  }
});
