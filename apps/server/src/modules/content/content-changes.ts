import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { forgetContentBlock } from './content-blocks.ts';

/** The NOTIFY channel on which every process hears that published content changed; the payload is `<key>:<language>` or 'all'. */
export const CONTENT_CHANNEL = 'larder_content_changes';

/**
 * Announces a published change to a block: forgets it in this process at once and, through NOTIFY, in every
 * other process, so a publish is served everywhere on the next request instead of after the cache's TTL.
 * Call it with the root handle after the change has committed.
 */
export async function announceContentChange(db: Db, cacheKey: string): Promise<void> {
  forgetContentBlock(db, cacheKey);
  await db.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${cacheKey})`);
}

/** Listens for content changes made by other processes and forgets those blocks here; resubscribes when the feed drops. */
export const contentChangesPlugin = fp(async (app: FastifyInstance) => {
  let unlisten: (() => Promise<void>) | null = null;
  let closed = false;
  const subscribe = async (): Promise<void> => {
    if (closed) return;
    try {
      unlisten = await app.database.listen(
        CONTENT_CHANNEL,
        (cacheKey) => forgetContentBlock(app.db, cacheKey),
        () => {
          // Changes may have been missed: forget everything; the TTL bounds staleness until we listen again.
          forgetContentBlock(app.db, 'all');
          setTimeout(() => void subscribe(), 1000).unref();
        },
      );
      forgetContentBlock(app.db, 'all');
    } catch (err) {
      app.log.error({ err }, 'cannot listen for content changes; published content may lag by the cache TTL');
      setTimeout(() => void subscribe(), 5000).unref();
    }
  };
  await subscribe();
  app.addHook('onClose', async () => {
    closed = true;
    await unlisten?.();
  });
});
