import type { WindowSettings } from '@larder/contract';

/** The settings used when the page was not served by the storefront server (e.g. the Vite dev server). */
export const DEFAULT_WINDOW_SETTINGS: WindowSettings = {
  headerUrl: '/web-api/content/header',
  footerUrl: '/web-api/content/footer',
  globalSettingsUrl: '/web-api/content/global-settings',
  storeName: 'Larder Foodservice',
};

declare global {
  interface Window {
    __LARDER__?: Partial<WindowSettings>;
  }
}

/** The settings the server wrote onto the window, each one falling back to its default. */
export function windowSettings(): WindowSettings {
  return { ...DEFAULT_WINDOW_SETTINGS, ...(typeof window === 'undefined' ? {} : window.__LARDER__) };
}
