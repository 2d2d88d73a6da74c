import { contentLinkItemSchema, footerSchema, globalSettingsSchema } from '@larder/contract';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { findBlock, upsertBlock } from './content.repository.ts';

/** What the header block stores: the primary menu (the rest of the header is computed). */
export const headerBlockSchema = z.object({ primaryMenuItems: z.array(contentLinkItemSchema).max(8) });

/** The footer block; `{year}` in the copyright is replaced by the current year when served. */
export const footerBlockSchema = footerSchema;

/** The global-settings block: site alert, feature flags and store name, stored as served. */
export const globalSettingsBlockSchema = globalSettingsSchema;

const blockSchemas = {
  header: headerBlockSchema,
  footer: footerBlockSchema,
  'global-settings': globalSettingsBlockSchema,
};

/** The site-wide blocks there are. */
export type ContentBlockKey = keyof typeof blockSchemas;

/** What a block holds. */
export type ContentBlock<K extends ContentBlockKey> = z.infer<(typeof blockSchemas)[K]>;

/**
 * Blocks are read on every header, footer, settings and cart request and change a few times a day, so each
 * process keeps them for ten seconds (DESIGN.md section 1: TTL-bound, safe to lose); a write through this
 * module forgets them at once in this process, and a publish in the console forgets them in every process
 * through NOTIFY (content-changes.ts). One cache per database handle.
 */
const BLOCK_TTL_MS = 10_000;
const blockCaches = new WeakMap<Db, Map<string, { at: number; value: Promise<unknown> }>>();

function blockCacheOf(db: Db) {
  let cache = blockCaches.get(db);
  if (!cache) blockCaches.set(db, (cache = new Map()));
  return cache;
}

/** A block as stored, or null when it was never written or no longer fits its schema (so one bad edit cannot take pages down). */
export async function readContentBlock<K extends ContentBlockKey>(
  db: Db,
  key: K,
  language: string,
): Promise<ContentBlock<K> | null> {
  const cache = blockCacheOf(db);
  const cacheKey = `${key}:${language}`;
  const cached = cache.get(cacheKey);
  if (cached && Date.now() - cached.at < BLOCK_TTL_MS) return cached.value as Promise<ContentBlock<K> | null>;
  const value = findBlock(db, key, language).then((stored) => parseContentBlock(key, stored));
  cache.set(cacheKey, { at: Date.now(), value });
  // A failed read must not be remembered.
  value.catch(() => cache.delete(cacheKey));
  return value;
}

/** Forgets a cached block (`<key>:<language>`), or every cached block when given 'all'. */
export function forgetContentBlock(db: Db, cacheKey: string): void {
  if (cacheKey === 'all') blockCacheOf(db).clear();
  else blockCacheOf(db).delete(cacheKey);
}

/** Parses a stored block against its schema; null when it does not fit (so one bad edit cannot take pages down). */
export function parseContentBlock<K extends ContentBlockKey>(
  key: K,
  stored: unknown,
): ContentBlock<K> | null {
  if (stored === null || stored === undefined) return null;
  const parsed = blockSchemas[key].safeParse(stored);
  return parsed.success ? (parsed.data as ContentBlock<K>) : null;
}

/** Validates and stores a block. */
export async function writeContentBlock<K extends ContentBlockKey>(
  db: Db,
  key: K,
  properties: ContentBlock<K>,
  language = 'en',
): Promise<void> {
  const parsed = blockSchemas[key].safeParse(properties);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new AppError('VALIDATION_FAILED', `Invalid ${key} block: ${issue.path.join('.')} ${issue.message}`);
  }
  await upsertBlock(db, key, language, parsed.data as Record<string, unknown>);
  blockCacheOf(db).delete(`${key}:${language}`);
}
