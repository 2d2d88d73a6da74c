import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../plugins/app-error.ts';

const CART_ROUTES = '/web-api/cart';
const SUBMIT_ROUTE = '/web-api/cart/submit';

/**
 * What a punchout session may not do, decided on the route the router matched (never the raw URL): submit
 * (the cart is transferred and ordered after the procurement system's approval, by its OrderRequest), and in
 * an inspect session any change to the cart. Everything else (search, guides, sub-carts, dates) works as for
 * any buyer.
 */
export const punchoutPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preHandler', async (request) => {
    const punchout = request.session?.punchout;
    if (!punchout || request.method === 'GET' || request.routeOptions.config?.readOnly) return;
    const route = request.routeOptions.url ?? '';
    if (route === SUBMIT_ROUTE) {
      throw new AppError(
        'FORBIDDEN',
        `Transfer the cart to ${punchout.systemName}: orders are placed once it approves them.`,
      );
    }
    if (punchout.operation === 'inspect' && route.startsWith(CART_ROUTES)) {
      throw new AppError('FORBIDDEN', 'This cart is open for inspection only.');
    }
  });
});
