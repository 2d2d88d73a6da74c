import {
  HEADER_DEFAULTS,
  type GlobalSettings,
  staffContentBlockSchemas,
  type StaffContentBlockKey,
  type StaffSiteAlert,
  type StaffSiteAlertInput,
} from '@larder/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { SessionUser } from '../auth/auth.service.ts';
import { recordStaffChange } from '../staff-audit/staff-audit.service.ts';
import { parseContentBlock, type ContentBlockKey } from './content-blocks.ts';
import { announceContentChange } from './content-changes.ts';
import { findBlockRow, publishBlock, setBlockDraft } from './content-editing.repository.ts';
import { upsertBlock } from './content.repository.ts';
import { DEFAULT_LANGUAGE } from './content.service.ts';
import { DEFAULT_GLOBAL_SETTINGS, DEFAULT_STORE_NAME } from './global-settings.service.ts';

type Edited<K extends StaffContentBlockKey> = z.infer<(typeof staffContentBlockSchemas)[K]>;

/** How each edited block maps onto the stored one: its key, what staff edit of it, and how an edit is stored. */
const STORED_KEY = {
  header: 'header',
  footer: 'footer',
  settings: 'global-settings',
} as const satisfies Record<StaffContentBlockKey, ContentBlockKey>;

const DEFAULT_FOOTER = { columns: [], contactText: '', copyright: `© {year} ${DEFAULT_STORE_NAME}` };

/** The stored block (or its defaults) as a whole, ready to take an edit. */
function storedOrDefault(key: StaffContentBlockKey, stored: unknown): Record<string, unknown> {
  if (key === 'header') {
    return parseContentBlock('header', stored) ?? { primaryMenuItems: [...HEADER_DEFAULTS.primaryMenuItems] };
  }
  if (key === 'footer') return parseContentBlock('footer', stored) ?? DEFAULT_FOOTER;
  return parseContentBlock('global-settings', stored) ?? DEFAULT_GLOBAL_SETTINGS;
}

/** The part of a stored block staff edit. */
function editedPart<K extends StaffContentBlockKey>(key: K, stored: Record<string, unknown>): Edited<K> {
  const schema = staffContentBlockSchemas[key];
  const parsed = schema.safeParse(stored);
  if (parsed.success) return parsed.data as Edited<K>;
  // Stored data the console's stricter schema refuses (e.g. nested footer links) is shown as far as it fits.
  return stored as Edited<K>;
}

/** A block as the console edits it: published part, draft and when it last changed. */
export async function getBlockForEditing<K extends StaffContentBlockKey>(db: Db, key: K) {
  const row = await findBlockRow(db, STORED_KEY[key], DEFAULT_LANGUAGE);
  const published = storedOrDefault(key, row?.properties);
  return {
    published: editedPart(key, published),
    draft: row?.draft ? (row.draft as Edited<K>) : null,
    changedAt: row?.changedAt.toISOString() ?? null,
  };
}

/** Saves a block's draft; buyers keep seeing what is published. */
export async function saveBlockDraft<K extends StaffContentBlockKey>(
  db: Db,
  staff: SessionUser,
  key: K,
  draft: Edited<K>,
) {
  await db.transaction(async (tx) => {
    const row = await findBlockRow(tx, STORED_KEY[key], DEFAULT_LANGUAGE, { lock: true });
    const initial = storedOrDefault(key, row?.properties);
    await setBlockDraft(tx, STORED_KEY[key], DEFAULT_LANGUAGE, draft, initial);
    await recordStaffChange(tx, staff, {
      action: `content.${key}.save-draft`,
      subjectType: 'content-block',
      subjectId: key,
      before: row?.draft ?? null,
      after: draft,
    });
  });
  return getBlockForEditing(db, key);
}

/** Publishes a block's draft and makes every process forget its cached copy at once. */
export async function publishBlockDraft<K extends StaffContentBlockKey>(db: Db, staff: SessionUser, key: K) {
  const storedKey = STORED_KEY[key];
  await db.transaction(async (tx) => {
    const row = await findBlockRow(tx, storedKey, DEFAULT_LANGUAGE, { lock: true });
    if (!row?.draft) {
      throw new AppError('VALIDATION_FAILED', 'There is no draft to publish.', {
        draft: 'Save a draft first.',
      });
    }
    const before = storedOrDefault(key, row.properties);
    const after = { ...before, ...row.draft };
    if (parseContentBlock(storedKey, after) === null) {
      throw new AppError('VALIDATION_FAILED', 'The draft no longer fits this block; save it again.', {
        draft: 'Save the draft again.',
      });
    }
    await publishBlock(tx, storedKey, DEFAULT_LANGUAGE, after);
    await recordStaffChange(tx, staff, {
      action: `content.${key}.publish`,
      subjectType: 'content-block',
      subjectId: key,
      before: editedPart(key, before),
      after: editedPart(key, after),
    });
  });
  await announceContentChange(db, `${storedKey}:${DEFAULT_LANGUAGE}`);
  return getBlockForEditing(db, key);
}

/** Drops a block's draft. */
export async function discardBlockDraft<K extends StaffContentBlockKey>(db: Db, staff: SessionUser, key: K) {
  await db.transaction(async (tx) => {
    const row = await findBlockRow(tx, STORED_KEY[key], DEFAULT_LANGUAGE, { lock: true });
    if (!row?.draft) return;
    await setBlockDraft(tx, STORED_KEY[key], DEFAULT_LANGUAGE, null, row.properties);
    await recordStaffChange(tx, staff, {
      action: `content.${key}.discard-draft`,
      subjectType: 'content-block',
      subjectId: key,
      before: row.draft,
      after: null,
    });
  });
  return getBlockForEditing(db, key);
}

/** The site alert as stored, with its window (whether or not it is showing now). */
export async function getSiteAlert(db: Db): Promise<StaffSiteAlert> {
  const row = await findBlockRow(db, 'global-settings', DEFAULT_LANGUAGE);
  const settings = parseContentBlock('global-settings', row?.properties);
  return siteAlertOf(settings?.siteAlert ?? null);
}

function siteAlertOf(alert: GlobalSettings['siteAlert']): StaffSiteAlert {
  return alert ? { ...alert, startsAt: alert.startsAt ?? null, endsAt: alert.endsAt ?? null } : null;
}

/**
 * Publishes the site alert at once (empty text removes it): buyers' next request shows it while its window
 * is open. An end not after its start is a 400 and changes nothing.
 */
export async function setSiteAlert(
  db: Db,
  staff: SessionUser,
  body: StaffSiteAlertInput,
  now: Date,
): Promise<StaffSiteAlert> {
  const { startsAt, endsAt } = body;
  if (startsAt && endsAt && Date.parse(endsAt) <= Date.parse(startsAt)) {
    throw new AppError('VALIDATION_FAILED', 'The alert must end after it starts.', {
      endsAt: 'Must be after the start.',
    });
  }
  const alert: StaffSiteAlert =
    body.text === ''
      ? null
      : {
          // A new id for every change, so buyers who dismissed the old alert see the new one.
          id: `alert-${now.getTime().toString(36)}`,
          message: body.text,
          link: body.link,
          style: body.style,
          startsAt: startsAt ? new Date(startsAt).toISOString() : null,
          endsAt: endsAt ? new Date(endsAt).toISOString() : null,
        };
  await db.transaction(async (tx) => {
    const row = await findBlockRow(tx, 'global-settings', DEFAULT_LANGUAGE, { lock: true });
    const settings = parseContentBlock('global-settings', row?.properties) ?? DEFAULT_GLOBAL_SETTINGS;
    await upsertBlock(tx, 'global-settings', DEFAULT_LANGUAGE, { ...settings, siteAlert: alert });
    await recordStaffChange(tx, staff, {
      action: 'content.site-alert.publish',
      subjectType: 'content-block',
      subjectId: 'site-alert',
      before: siteAlertOf(settings.siteAlert),
      after: alert,
    });
  });
  await announceContentChange(db, `global-settings:${DEFAULT_LANGUAGE}`);
  return alert;
}
