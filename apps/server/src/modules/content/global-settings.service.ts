import type { GlobalSettings, WindowSettings } from '@larder/contract';
import type { Db } from '../../db/client.ts';
import { parseContentBlock, readContentBlock } from './content-blocks.ts';
import { findBlockRow } from './content-editing.repository.ts';

/** The store name used until content names another. */
export const DEFAULT_STORE_NAME = 'Larder Foodservice';

/** The settings served when none are stored: no alert, no flags. */
export const DEFAULT_GLOBAL_SETTINGS: GlobalSettings = {
  siteAlert: null,
  featureFlags: {},
  storeName: DEFAULT_STORE_NAME,
};

/** When and how global settings are read: at an instant, and, for staff previewing, with the draft applied. */
export interface GlobalSettingsRequest {
  now?: Date;
  preview?: boolean;
}

/** The site alert if it is showing at `now`: from its start (inclusive) to its end (exclusive). */
export function alertShowingAt(alert: GlobalSettings['siteAlert'], now: Date): GlobalSettings['siteAlert'] {
  if (!alert) return null;
  const time = now.getTime();
  if (alert.startsAt && time < Date.parse(alert.startsAt)) return null;
  if (alert.endsAt && time >= Date.parse(alert.endsAt)) return null;
  return alert;
}

async function previewSettings(db: Db, language: string): Promise<GlobalSettings | null> {
  const row = await findBlockRow(db, 'global-settings', language);
  const published = parseContentBlock('global-settings', row?.properties) ?? DEFAULT_GLOBAL_SETTINGS;
  return row?.draft ? { ...published, ...row.draft } : published;
}

/**
 * The site alert, feature flags and store name; defaults (no alert, no flags) when none are stored. The
 * alert's window is applied here, per request, so it appears and disappears on time whatever is cached.
 */
export async function getGlobalSettings(
  db: Db,
  language: string,
  { now = new Date(), preview = false }: GlobalSettingsRequest = {},
): Promise<GlobalSettings> {
  const settings =
    (preview
      ? await previewSettings(db, language)
      : await readContentBlock(db, 'global-settings', language)) ?? DEFAULT_GLOBAL_SETTINGS;
  return { ...settings, siteAlert: alertShowingAt(settings.siteAlert, now) };
}

/** The settings the server writes onto the window in the app's HTML: where the layout data comes from. */
export function windowSettingsOf(settings: GlobalSettings): WindowSettings {
  return {
    headerUrl: '/web-api/content/header',
    footerUrl: '/web-api/content/footer',
    globalSettingsUrl: '/web-api/content/global-settings',
    storeName: settings.storeName,
  };
}
