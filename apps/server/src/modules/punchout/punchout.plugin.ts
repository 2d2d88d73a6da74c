import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../plugins/app-error.ts';

const CART_ROUTES = '/web-api/cart';
const SUBMIT_ROUTE = '/web-api/cart/submit';

/**
 * The storefront API a punchout session may use (ADR 022): search, browse, guides, its cart and its transfer,
 * and the orders placed through punchout. Matched on the route the router chose, never on the raw URL. Every
 * other `/web-api/` route (staff, impersonation, the account, and any route added later until it is listed
 * here) is refused: a punch-in acts for a procurement system, which owns the orders it places.
 */
const PUNCHOUT_ROUTES: readonly (string | RegExp)[] = [
  // Signing in, out or up does not use the punch-in's rights: it replaces or ends its session.
  /^\/web-api\/auth\/(current-user|original-user|logout-api|login|signup|password-reset\/complete)$/,
  // The punch-in's account belongs to the buyer's organization only.
  /^\/web-api\/organization\/(list|set|setRegion|getRegion)$/,
  // Orders placed through this punchout system only (OrdersContext.punchoutSystem); changes go through it.
  /^\/web-api\/order-history\/(list|details|reorder|report-issue)$/,
  '/web-api/order-confirmation',
  /^\/web-api\/order-guide/,
  /^\/web-api\/cart($|\/|-)/,
  /^\/web-api\/catalog\//,
  /^\/web-api\/content\//,
  /^\/web-api\/notify-me/,
  '/web-api/product-issues',
  '/web-api/web-issues',
  '/web-api/iterable/get-jwt',
];

/** Cart routes that start, change or drop the edit of a placed order: the procurement system's to make. */
const ORDER_EDIT_ROUTES = new Set(['/web-api/cart/edit', '/web-api/cart/delete-edit']);

function isPunchoutRoute(route: string): boolean {
  return PUNCHOUT_ROUTES.some((allowed) =>
    typeof allowed === 'string' ? allowed === route : allowed.test(route),
  );
}

/** Why a punchout session may not call this route, or null when it may. */
function refusalOf(request: FastifyRequest): AppError | null {
  const punchout = request.session?.punchout;
  if (!punchout) return null;
  const route = request.routeOptions.url ?? '';
  if (!route.startsWith('/web-api/')) return null;
  if (!isPunchoutRoute(route) || ORDER_EDIT_ROUTES.has(route)) {
    return new AppError(
      'FORBIDDEN',
      `This is not available while you shop from ${punchout.systemName}; orders are changed there.`,
    );
  }
  if (request.method === 'GET' || request.routeOptions.config?.readOnly) return null;
  if (route === SUBMIT_ROUTE) {
    return new AppError(
      'FORBIDDEN',
      `Transfer the cart to ${punchout.systemName}: orders are placed once it approves them.`,
    );
  }
  if (punchout.operation === 'inspect' && route.startsWith(CART_ROUTES)) {
    return new AppError('FORBIDDEN', 'This cart is open for inspection only.');
  }
  return null;
}

/**
 * What a punchout session may not do, decided before the request's body is read: any route outside
 * PUNCHOUT_ROUTES, editing or cancelling orders, submit (the cart is transferred and ordered after the
 * procurement system's approval, by its OrderRequest), and in an inspect session any change to the cart.
 */
export const punchoutPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    const refusal = refusalOf(request);
    if (refusal) throw refusal;
  });
});
