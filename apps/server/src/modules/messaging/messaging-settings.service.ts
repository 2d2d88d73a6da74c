import { EMBEDDED_PLACEMENTS, type MessagingSettings } from '@larder/contract';
import type { ResolvedConfig } from '../signing-secrets/signing-secrets.service.ts';

/** The appPackageName the storefront's messaging client identifies itself with. */
export const MESSAGING_PACKAGE_NAME = 'larder-storefront';

/** Iterable's API addresses, US and EU (the SDK's own). */
export const ITERABLE_BASE_URLS = {
  us: 'https://api.iterable.com/api',
  eu: 'https://api.eu.iterable.com/api',
} as const;

/** Who serves messaging and with which key and secret: Iterable when both its key and secret are set. */
export interface MessagingMode {
  provider: 'larder' | 'iterable';
  apiKey: string;
  jwtSecret: string;
  isEu: boolean;
}

/** The messaging mode the configuration asks for. */
export function messagingModeOf(config: ResolvedConfig): MessagingMode {
  if (config.ITERABLE_API_KEY && config.ITERABLE_JWT_SECRET) {
    return {
      provider: 'iterable',
      apiKey: config.ITERABLE_API_KEY,
      jwtSecret: config.ITERABLE_JWT_SECRET,
      isEu: config.ITERABLE_EU,
    };
  }
  return {
    provider: 'larder',
    apiKey: config.MESSAGING_WEB_API_KEY,
    jwtSecret: config.MESSAGING_JWT_SECRET,
    isEu: false,
  };
}

/** The messaging settings the browser client reads in the global settings. */
export function messagingSettingsOf(config: ResolvedConfig): MessagingSettings {
  const mode = messagingModeOf(config);
  const baseURL =
    mode.provider === 'larder' ? '/api' : mode.isEu ? ITERABLE_BASE_URLS.eu : ITERABLE_BASE_URLS.us;
  return {
    provider: mode.provider,
    apiKey: mode.apiKey,
    baseURL,
    isEuIterableService: mode.isEu,
    packageName: MESSAGING_PACKAGE_NAME,
    jwtUrl: '/web-api/iterable/get-jwt',
    embeddedPlacements: EMBEDDED_PLACEMENTS.map((p) => ({ ...p })),
  };
}
