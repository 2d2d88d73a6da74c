import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import {
  createSession,
  deleteSession,
  loadSessionContext,
  announceSessionChange,
  type SessionContext,
} from '../auth/auth.service.ts';
import { createAccountWithoutPassword } from '../auth/user-accounts.service.ts';
import { addItems, cartContextOf, computeTargetCart, setDeliveryDate } from '../cart/cart.service.ts';
import {
  addMember,
  organizationInScope,
  type OrganizationRow,
} from '../organizations/organization-onboarding.service.ts';
import { PUNCHOUT_MEMBER_ROLE } from '../organizations/organizations.read-model.ts';
import { findBuyerById, lockBuyer, updateBuyer } from './punchout-buyers.repository.ts';
import { insertPunchoutLog } from './punchout-log.repository.ts';
import { claimStartToken, insertPunchIn, type PunchInRow } from './punch-in.repository.ts';
import type { PunchoutBuyerRow } from './punchout-buyers.service.ts';
import type { OciReturn, PunchoutOperation, RestoreItem } from './punchout.table.ts';

/** How long a StartPage link works: the procurement system opens it at once, so minutes are plenty. */
export const START_PAGE_TTL_MS = 5 * 60_000;

/** What a setup request (cXML or OCI) asks for. */
export interface PunchInRequest {
  operation: PunchoutOperation;
  buyerCookie: string;
  returnUrl: string;
  /** The procurement user's e-mail when the request names one (cXML Extrinsic UserEmail, Contact Email). */
  userEmail: string | null;
  items: RestoreItem[];
  /** OCI: what the cart's return must carry back; absent for cXML. */
  ociReturn?: OciReturn;
}

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The buyer's technical account (ADR 045), made at its first setup and reused by every punch-in after: a
 * member of the buyer's organization with the 'punchout' role, which no member list, impersonation picker
 * or message audience shows, and which can never sign in. Each punch-in still has a cart of its own (the
 * open cart is keyed by punch-in), so two buyers of one hospital punching out at once never share a cart.
 */
async function technicalUserOf(
  tx: Db,
  buyer: PunchoutBuyerRow,
  organization: OrganizationRow,
): Promise<string> {
  const locked = await lockBuyer(tx, buyer.id);
  let userId = locked?.technicalUserId ?? null;
  if (!userId) {
    const account = await createAccountWithoutPassword(tx, {
      email: `punchout-${randomUUID()}@punchout.invalid`,
      firstName: buyer.name,
      lastName: '(punchout)',
      region: organization.region,
    });
    userId = account.id;
    await updateBuyer(tx, buyer.id, { technicalUserId: userId });
  }
  // Again at every setup: the buyer may have been moved to another organization since.
  await addMember(tx, userId, organization.id, PUNCHOUT_MEMBER_ROLE);
  return userId;
}

/**
 * Records a punch-in and returns its single-use StartPage token. Every punch-in of a buyer acts as the
 * buyer's one technical account; its confirmation e-mails go to the setup's user e-mail, else the buyer's
 * tracking e-mail (kept on the punch-in).
 */
export async function startPunchIn(
  db: Db,
  buyer: PunchoutBuyerRow,
  request: PunchInRequest,
): Promise<string> {
  const organization = await organizationInScope(db, buyer.organizationId, null);
  if (!organization) throw new AppError('INTERNAL', 'The punchout buyer has no organization.');
  const token = randomBytes(32).toString('base64url');
  const id = randomUUID();
  const trackingEmail = request.userEmail ?? buyer.trackingEmail;
  await db.transaction(async (tx) => {
    const userId = await technicalUserOf(tx, buyer, organization);
    await insertPunchIn(tx, {
      id,
      buyerId: buyer.id,
      userId,
      operation: request.operation,
      buyerCookie: request.buyerCookie,
      returnUrl: request.returnUrl,
      systemName: buyer.name,
      protocol: buyer.protocol,
      trackingEmail,
      restoreItems: request.items,
      ociReturn: request.ociReturn ?? null,
      startTokenHash: hashOf(token),
      startExpiresAt: new Date(Date.now() + START_PAGE_TTL_MS),
    });
    await insertPunchoutLog(tx, {
      buyerId: buyer.id,
      kind: 'setup',
      ok: true,
      detail: `${request.operation} for ${trackingEmail}`,
      punchInId: id,
    });
  });
  return token;
}

/** A StartPage opened: the storefront session it signs in. */
export interface OpenedPunchIn {
  token: string;
  expiresAt: Date;
  /** Where the browser goes: the cart for edit and inspect, the home page for create. */
  location: string;
}

/**
 * Opens a StartPage: the token works once and only within minutes. The browser's current session, if any,
 * ends and a new one starts (a new id, as at sign-in) for the punch-in's account in the buyer's organization,
 * marked punchout. An edit or inspect brings its lines back into the cart, with their delivery dates.
 */
export async function openStartPage(
  db: Db,
  token: string,
  previous: SessionContext | null,
  options: { ttlDays: number; now: Date; timeZone: string },
): Promise<OpenedPunchIn> {
  const punchIn = await claimStartToken(db, hashOf(token));
  if (!punchIn) {
    throw new AppError('FORBIDDEN', 'This punchout link has already been used or has expired.');
  }
  const organizationId = (await organizationOfPunchIn(db, punchIn)) ?? '';
  if (previous) {
    await deleteSession(db, previous.sessionId);
    await announceSessionChange(db, `session:${previous.sessionId}`);
  }
  const created = await createSession(db, {
    userId: punchIn.userId,
    originalUserId: null,
    organizationId,
    ttlDays: Math.min(options.ttlDays, 1),
    punchoutSessionId: punchIn.id,
  });
  const session = await loadSessionContext(db, created.token);
  if (!session) throw new AppError('INTERNAL', 'The punchout session could not be started.');
  if (punchIn.restoreItems.length > 0) await restoreCart(db, session, punchIn.restoreItems, options);
  return { ...created, location: punchIn.operation === 'create' ? '/' : '/cart/' };
}

async function organizationOfPunchIn(db: Db, punchIn: PunchInRow): Promise<string | null> {
  return (await findBuyerById(db, punchIn.buyerId))?.organizationId ?? null;
}

/**
 * Puts lines back into a session's cart (edit, inspect, an OrderRequest): each by the add rules, then each
 * sub-cart's delivery date where the cart still offers it. Lines the rules refuse are reported, not added.
 * With `orderNumber` the lines go into that placed order's edit cart, whose delivery date is the order's.
 */
export async function restoreCart(
  db: Db,
  session: SessionContext,
  items: readonly RestoreItem[],
  options: { now: Date; timeZone: string; orderNumber?: string },
): Promise<{ refused: string[] }> {
  const context = cartContextOf(session, options.now, options.timeZone, options.orderNumber);
  const added = await addItems(
    db,
    context,
    items.map((i) => ({ productSku: i.productSku, unitOfMeasure: i.unitOfMeasure, quantity: i.quantity })),
  );
  const refused = added.results.filter((r) => !r.added).map((r) => r.productSku);
  const dates = new Map(
    items.flatMap((i) => (i.subCartKey && i.deliveryDate ? [[i.subCartKey, i.deliveryDate]] : [])),
  );
  if (dates.size > 0 && !options.orderNumber) {
    const computation = await computeTargetCart(db, context);
    for (const subCart of computation.plan) {
      const date = dates.get(subCart.key);
      if (date && subCart.delivery.availableDates.some((d) => d.date === date)) {
        await setDeliveryDate(db, context, subCart.key, date);
      }
    }
  }
  return { refused };
}
