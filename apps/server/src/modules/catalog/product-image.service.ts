import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import type { SessionUser } from '../auth/auth.service.ts';
import { PermanentJobError, enqueueDeduped, type JobHandler } from '../jobs/jobs.service.ts';
import {
  NotAnImageError,
  PRODUCT_IMAGE_MAX_BYTES,
  storeProductImage,
  type MediaStore,
} from '../media/media.service.ts';
import {
  OutboundRefusedError,
  OutboundTooLargeError,
  outboundFetch,
  readBoundedBody,
  type OutboundPolicy,
} from '../outbound/outbound.service.ts';
import { recordStaffChange } from '../staff-audit/staff-audit.service.ts';
import { products } from './catalog.table.ts';

/** The job that pulls a product's picture from the address its feed named. */
export const PRODUCT_IMAGE_PULL_JOB = 'catalog.pull-image';

const pullSchema = z.object({ sku: z.string(), url: z.string() });

/** Asks for the pictures of products whose feed named a new remote address, after the feed commits. */
export async function enqueueImagePulls(
  tx: Db,
  pulls: readonly { sku: string; url: string }[],
): Promise<void> {
  if (pulls.length === 0) return;
  await enqueueDeduped(
    tx,
    PRODUCT_IMAGE_PULL_JOB,
    pulls.map((pull) => ({ payload: pull, dedupeKey: `${pull.sku} ${pull.url}` })),
  );
}

/**
 * Pulls a product's picture through the outbound guard (no address inside the network, no redirects), at
 * most 8 MB of an image type, stores it by content hash in the sizes the storefront shows, and makes it the
 * product's picture, unless the feed has named another address since. A refused address, a picture that is
 * not one, or a 4xx ends the job; other failures are retried.
 */
export function productImagePullJob(
  db: Db,
  store: MediaStore,
  policy: OutboundPolicy,
): JobHandler<z.infer<typeof pullSchema>> {
  return {
    name: PRODUCT_IMAGE_PULL_JOB,
    payload: pullSchema,
    retry: { baseMs: 10_000, maxMs: 3_600_000 },
    timeoutMs: 60_000,
    async run(job, context) {
      const response = await outboundFetch(
        job.url,
        {
          method: 'GET',
          headers: { accept: 'image/*' },
          signal: AbortSignal.any([context.signal, AbortSignal.timeout(15_000)]),
        },
        policy,
      ).catch((error: unknown) => {
        if (error instanceof OutboundRefusedError) throw new PermanentJobError(`refused: ${error.message}`);
        throw error;
      });
      if (response.status >= 400 && response.status < 500) {
        await response.body?.cancel();
        throw new PermanentJobError(`the picture's address answered ${response.status}`);
      }
      if (response.status !== 200) {
        await response.body?.cancel();
        throw new Error(`the picture's address answered ${response.status}`);
      }
      if (!(response.headers.get('content-type') ?? '').toLowerCase().startsWith('image/')) {
        await response.body?.cancel();
        throw new PermanentJobError('the address did not answer with a picture');
      }
      let stored: { url: string };
      try {
        stored = await storeProductImage(store, await readBoundedBody(response, PRODUCT_IMAGE_MAX_BYTES));
      } catch (error) {
        if (error instanceof NotAnImageError || error instanceof OutboundTooLargeError)
          throw new PermanentJobError(error.message);
        throw error;
      }
      await db
        .update(products)
        .set({ imageUrl: stored.url, updatedAt: new Date() })
        .where(sql`${products.sku} = ${job.sku} and ${products.imageSourceUrl} = ${job.url}`);
    },
  };
}

/** Staff upload a product's picture: stored like a pulled one and shown at once; audited. */
export async function uploadProductImage(
  db: Db,
  staff: SessionUser,
  store: MediaStore,
  sku: string,
  bytes: Buffer,
): Promise<{ imageUrl: string }> {
  const [product] = await db
    .select({ imageUrl: products.imageUrl })
    .from(products)
    .where(eq(products.sku, sku));
  if (!product) throw notFound('The item');
  let stored: { url: string };
  try {
    stored = await storeProductImage(store, bytes);
  } catch (error) {
    if (error instanceof NotAnImageError) {
      const message = 'Upload a JPEG, PNG, WebP, GIF or AVIF picture of at most 8 MB.';
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', message, { file: message });
    }
    throw error;
  }
  await db.transaction(async (tx) => {
    await tx
      .update(products)
      .set({ imageUrl: stored.url, feedHash: null, updatedAt: new Date() })
      .where(eq(products.sku, sku));
    await recordStaffChange(tx, staff, {
      action: 'product.image',
      subjectType: 'product',
      subjectId: sku,
      before: { imageUrl: product.imageUrl },
      after: { imageUrl: stored.url },
    });
  });
  return { imageUrl: stored.url };
}
