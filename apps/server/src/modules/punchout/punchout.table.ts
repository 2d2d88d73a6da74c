import { bigserial, boolean, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table.ts';
import { organizations } from '../organizations/organizations.table.ts';

/** How a procurement system talks to us. */
export type PunchoutProtocol = 'cxml' | 'oci';

/** How the procurement system opens the storefront: a new window, or inline (an iframe). */
export type PunchoutDeploymentMode = 'window' | 'inline';

/** A procurement system (Ariba, Coupa, Jaggaer, SAP) that buys for one organization. */
export const punchoutBuyers = pgTable(
  'punchout_buyers',
  {
    id: text('id').primaryKey(),
    /** The procurement system's name, shown in the banner and on the transfer button. */
    name: text('name').notNull(),
    protocol: text('protocol').$type<PunchoutProtocol>().notNull(),
    /** cXML From credential (or the OCI USERNAME) and its domain. */
    fromIdentity: text('from_identity').notNull(),
    fromDomain: text('from_domain').notNull(),
    senderIdentity: text('sender_identity').notNull(),
    senderDomain: text('sender_domain').notNull(),
    /** scrypt of the shared secret (the OCI PASSWORD); the secret itself is never stored. */
    secretHash: text('secret_hash').notNull(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id),
    /** Hosts a BrowserFormPost URL or HOOK_URL may have; any other is refused. */
    returnHosts: text('return_hosts').array().notNull(),
    /** The analytics e-mail of its sessions when the setup request names none (spec section 6). */
    trackingEmail: text('tracking_email').notNull(),
    deploymentMode: text('deployment_mode').$type<PunchoutDeploymentMode>().notNull().default('window'),
    /** A buyer switched off answers 401 like an unknown one. */
    active: boolean('active').notNull().default(true),
    /** The one account every punch-in of this buyer acts as (ADR 045); made at the first setup. */
    technicalUserId: text('technical_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('punchout_buyers_from_idx').on(t.protocol, t.fromIdentity)],
);

/** Operations of a cXML PunchOutSetupRequest; OCI sessions are always 'create'. */
export type PunchoutOperation = 'create' | 'edit' | 'inspect';

/** A cart line a setup request brings back (its ItemOut, with what our SupplierPartAuxiliaryID carried). */
export interface RestoreItem {
  productSku: string;
  unitOfMeasure: string;
  quantity: number;
  subCartKey: string | null;
  deliveryDate: string | null;
}

/** The OCI 4.0 fields a setup passes that the cart's return must carry back (SAP's names, as received). */
export interface OciReturn {
  /** `~OkCode`: what SAP does with the items (ADDI: add them to the shopping cart). */
  okCode: string;
  /** `~TARGET`: the frame the return goes to. */
  target: string;
  /** `returntarget`: the frame the return form targets, when the setup names one. */
  returnTarget: string | null;
}

/** One punch-in: the StartPage token, where the cart goes back to, and the session settings. */
export const punchoutSessions = pgTable(
  'punchout_sessions',
  {
    id: text('id').primaryKey(),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => punchoutBuyers.id, { onDelete: 'cascade' }),
    /** The account the storefront session acts as; one per punch-in, so each has a cart of its own. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    operation: text('operation').$type<PunchoutOperation>().notNull(),
    buyerCookie: text('buyer_cookie').notNull(),
    returnUrl: text('return_url').notNull(),
    /** The procurement system's name at setup, for the banner. */
    systemName: text('system_name').notNull(),
    protocol: text('protocol').$type<PunchoutProtocol>().notNull(),
    /** The e-mail analytics events of this session carry (spec section 6). */
    trackingEmail: text('tracking_email').notNull(),
    /** The lines an edit or inspect brings back into the cart when the StartPage is opened. */
    restoreItems: jsonb('restore_items').$type<RestoreItem[]>().notNull().default([]),
    /** SHA-256 of the StartPage token; cleared once used, so the link opens one session only. */
    startTokenHash: text('start_token_hash').unique(),
    startExpiresAt: timestamp('start_expires_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** What an OCI setup asked to get back with the cart (~OkCode, ~TARGET, returntarget); null for cXML. */
    ociReturn: jsonb('oci_return').$type<OciReturn>(),
    /** Set while an OrderRequest fills and submits this punch-in's cart: a second one waits its turn. */
    orderingSince: timestamp('ordering_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('punchout_sessions_buyer_idx').on(t.buyerId)],
);

/** OrderRequests received, by payloadID: a retry gets the stored answer and places nothing. */
export const punchoutOrderRequests = pgTable(
  'punchout_order_requests',
  {
    buyerId: text('buyer_id')
      .notNull()
      .references(() => punchoutBuyers.id, { onDelete: 'cascade' }),
    payloadId: text('payload_id').notNull(),
    /** The procurement system's PO number (OrderRequestHeader orderID): a new order is placed once per PO. */
    orderId: text('order_id'),
    /** The OrderRequestHeader type: new, update or delete. */
    requestType: text('request_type').$type<OrderRequestType>(),
    /** The answer given: status and the web order numbers placed. */
    answer: jsonb('answer').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.buyerId, t.payloadId] }),
    index('punchout_order_requests_order_idx').on(t.buyerId, t.orderId),
  ],
);

/** What an OrderRequest asks for (cXML OrderRequestHeader type). */
export type OrderRequestType = 'new' | 'update' | 'delete';

/**
 * The short id a transferred line carries (OCI NEW_ITEM-EXT_PRODUCT_ID, at most 40 characters; cXML
 * SupplierPartAuxiliaryID): it names the punch-in, the unit, the sub-cart and the delivery date the line
 * comes back to. The token is derived from those, so transferring the same cart again reuses its rows.
 */
export const punchoutLineTokens = pgTable(
  'punchout_line_tokens',
  {
    token: text('token').primaryKey(),
    punchInId: text('punch_in_id')
      .notNull()
      .references(() => punchoutSessions.id, { onDelete: 'cascade' }),
    unitOfMeasure: text('unit_of_measure').notNull(),
    subCartKey: text('sub_cart_key'),
    deliveryDate: text('delivery_date'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('punchout_line_tokens_punch_in_idx').on(t.punchInId)],
);

/** What a punchout log entry records: a setup, a cart transfer, or an OrderRequest. */
export type PunchoutLogKind = 'setup' | 'transfer' | 'order';

/** A buyer's punchout history for the staff console: each setup, transfer and order, with its error. */
export const punchoutLog = pgTable(
  'punchout_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => punchoutBuyers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PunchoutLogKind>().notNull(),
    ok: boolean('ok').notNull(),
    /** What happened, or why it was refused (the cXML Status text). */
    detail: text('detail').notNull().default(''),
    punchInId: text('punch_in_id'),
    orderNumbers: text('order_numbers').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('punchout_log_buyer_idx').on(t.buyerId, t.id),
    // Retention prunes by age (ADR 049).
    index('punchout_log_created_idx').on(t.createdAt),
  ],
);
