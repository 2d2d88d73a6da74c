/** One client-side finding: what is wrong and with which field (spec section 8: clientErrors list of {error, field}). */
export interface ClientError {
  error: string;
  field: string;
}

/** A rule over one field's value: a message when the value breaks it, else null. */
export type Rule = (value: unknown) => string | null;

/** A schema: the rules each field must pass; every field is checked, so every error is collected. */
export type Schema = Record<string, Rule[]>;

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** The field must be present. */
export const required: Rule = (v) => (v === undefined || v === null ? 'is required' : null);

/** When present, a string (optionally non-empty). */
export const string =
  (options: { nonEmpty?: boolean } = {}): Rule =>
  (v) => {
    if (v === undefined) return null;
    if (typeof v !== 'string') return 'must be a string';
    return options.nonEmpty && v.trim() === '' ? 'must not be empty' : null;
  };

/** When present, a finite number. */
export const number: Rule = (v) => (v === undefined || isNumber(v) ? null : 'must be a number');

/** When present, a boolean. */
export const boolean: Rule = (v) => (v === undefined || typeof v === 'boolean' ? null : 'must be a boolean');

/** When present, a plain object. */
export const object: Rule = (v) =>
  v === undefined || (typeof v === 'object' && v !== null && !Array.isArray(v)) ? null : 'must be an object';

/** When present, an array of numbers. */
export const numbers: Rule = (v) =>
  v === undefined || (Array.isArray(v) && v.every(isNumber)) ? null : 'must be an array of numbers';

/** When present, an array whose every element passes the schema (errors named `field[i].sub`). */
export function arrayOf(schema: Schema): Rule & { inner: Schema } {
  const rule = ((v: unknown) => (v === undefined || Array.isArray(v) ? null : 'must be an array')) as Rule & {
    inner: Schema;
  };
  rule.inner = schema;
  return rule;
}

/** When present, an object passing the schema (errors named `field.sub`). */
export function objectOf(schema: Schema): Rule & { fields: Schema } {
  const rule = ((v: unknown) => object(v)) as Rule & { fields: Schema };
  rule.fields = schema;
  return rule;
}

/** Checks `data` against `schema` and returns every error found (none: an empty list). */
export function check(schema: Schema, data: unknown, prefix = ''): ClientError[] {
  const record = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const errors: ClientError[] = [];
  for (const [key, rules] of Object.entries(schema)) {
    const field = prefix ? `${prefix}.${key}` : key;
    const value = record[key];
    for (const rule of rules) {
      const message = rule(value);
      if (message) {
        errors.push({ error: `${field} ${message}`, field });
        break;
      }
      const { inner, fields } = rule as Partial<{ inner: Schema; fields: Schema }>;
      if (inner && Array.isArray(value))
        value.forEach((item, i) => errors.push(...check(inner, item, `${field}[${i}]`)));
      if (fields && value !== undefined) errors.push(...check(fields, value, field));
    }
  }
  return errors;
}

const commerceItem: Schema = {
  id: [required, string()],
  name: [required, string()],
  price: [required, number],
  quantity: [required, number],
  sku: [string()],
  categories: [],
  imageUrl: [string()],
  url: [string()],
};

/** The schemas of spec section 5 (messaging), one per call that sends data. */
export const schemas = {
  updateCart: { items: [required, arrayOf(commerceItem)] },
  trackPurchase: { items: [required, arrayOf(commerceItem)], total: [required, number] },
  track: { eventName: [required, string({ nonEmpty: true })], dataFields: [object] },
  updateEmail: { newEmail: [required, string({ nonEmpty: true })] },
  updateUser: { dataFields: [object], preferUserId: [boolean], mergeNestedObjects: [boolean] },
  updateSubscriptions: {
    emailListIds: [numbers],
    unsubscribedChannelIds: [numbers],
    unsubscribedMessageTypeIds: [numbers],
    subscribedMessageTypeIds: [numbers],
    campaignId: [number],
    templateId: [number],
  },
  inAppEvent: { messageId: [required, string({ nonEmpty: true })] },
  delivery: {
    messageId: [required, string({ nonEmpty: true })],
    deviceInfo: [required, object],
  },
  embeddedClick: { messageId: [required, string({ nonEmpty: true })] },
  embeddedDismiss: { messageId: [required, string({ nonEmpty: true })] },
  embeddedReceived: { messageId: [required, string({ nonEmpty: true })] },
  session: {
    session: [
      required,
      objectOf({
        id: [required, string({ nonEmpty: true })],
        start: [required, number],
        end: [required, number],
      }),
    ],
    impressions: [arrayOf({ messageId: [required, string({ nonEmpty: true })] })],
  },
  getMessages: {
    count: [required, number],
    platform: [string()],
    SDKVersion: [string()],
    packageName: [string()],
  },
  getEmbedded: {
    placementIds: [numbers],
    platform: [string()],
    sdkVersion: [string()],
    packageName: [string()],
  },
} satisfies Record<string, Schema>;
