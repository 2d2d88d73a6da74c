import type { GlobalSettings, WindowSettings } from '@larder/contract';
import type { Db } from '../../db/client.ts';
import { readContentBlock } from './content-blocks.ts';

/** The store name used until content names another. */
export const DEFAULT_STORE_NAME = 'Larder Foodservice';

/** The site alert, feature flags and store name; defaults (no alert, no flags) when none are stored. */
export async function getGlobalSettings(db: Db, language: string): Promise<GlobalSettings> {
  return (
    (await readContentBlock(db, 'global-settings', language)) ?? {
      siteAlert: null,
      featureFlags: {},
      storeName: DEFAULT_STORE_NAME,
    }
  );
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
