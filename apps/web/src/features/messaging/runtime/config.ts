/** How chatty the client is on the console (spec section 3: default none). */
export type LogLevel = 'none' | 'verbose';

/** The client config of spec section 3. */
export interface MessagingConfig {
  logLevel: LogLevel;
  /** Where the messaging API lives; our own provider under /api by default. */
  baseURL: string;
  /** Talk to Iterable's EU data centre instead of baseURL. */
  isEuIterableService: boolean;
  /** Lets popups opened from a message escape the frame's sandbox. */
  dangerouslyAllowJsPopups: boolean;
}

/** Iterable's EU service address, used whatever baseURL says when isEuIterableService is on (spec section 7). */
export const EU_ITERABLE_API = 'https://api.eu.iterable.com/api';

/** The defaults of spec section 3; baseURL is the storefront's own provider. */
export const DEFAULT_CONFIG: MessagingConfig = {
  logLevel: 'none',
  baseURL: '/api',
  isEuIterableService: false,
  dangerouslyAllowJsPopups: false,
};

/** Spec section 9: the in-app display interval of the app state, in ms. */
export const DISPLAY_INTERVAL_MS = 30_000;

/** Spec section 9: how many in-app messages one fetch asks for. */
export const MESSAGE_COUNT = 20;

/** Spec section 9: the HTTP client's default timeout, 0 meaning none. */
export const DEFAULT_TIMEOUT_MS = 0;

/** The protocol version we speak, sent as SDK-Version. */
export const SDK_VERSION = '1.1.2';

/** The platform every call names. */
export const PLATFORM = 'Web';

/** The config with the defaults filled in. */
export function resolveConfig(partial: Partial<MessagingConfig> = {}): MessagingConfig {
  const defined = Object.fromEntries(Object.entries(partial).filter(([, v]) => v !== undefined));
  return { ...DEFAULT_CONFIG, ...defined };
}

/** The base URL calls go to: the EU service when asked for, else the configured one. */
export function baseUrlOf(config: MessagingConfig): string {
  return config.isEuIterableService ? EU_ITERABLE_API : config.baseURL;
}
