import {
  IDEMPOTENCY_KEY_HEADER,
  addItemsBodySchema,
  addItemsResponseSchema,
  addToCartBodySchema,
  addToCartResponseSchema,
  cartOrderQuerySchema,
  cartSchema,
  cartSummarySchema,
  cartUpdateResponseSchema,
  deleteEditResponseSchema,
  editOrderBodySchema,
  cartValidationResponseSchema,
  dropShipDeliveryAddressSchema,
  orderConfirmationQuerySchema,
  orderConfirmationResponseSchema,
  productOptionsQuerySchema,
  productOptionsResponseSchema,
  removeItemQuerySchema,
  shippingBodySchema,
  submitCartQuerySchema,
  submitCartResponseSchema,
  updateCartNotesBodySchema,
  updateDeliveryDateBodySchema,
  updateFieldBodySchema,
  updateFieldsBodySchema,
  updateItemBodySchema,
  type ConfirmedOrder,
  text,
} from '@larder/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { submitCart } from '../../flows/submit-cart.flow.ts';
import { requireSession } from '../../plugins/session.ts';
import { timeZoneOf } from '../../plugins/user-time-zone.ts';
import { addItems } from './add-items.ts';
import { addToCart } from './add-to-cart.ts';
import { cartContextOf, editCartContextOf, type CartContext } from './cart-context.ts';
import { getCart, refreshPrices, validateCart } from './cart-reads.ts';
import { submittedCartConfirmation } from './cart-submission.ts';
import { cancelOrderChanges, deleteOrderEdit, startOrderEdit } from './edit-carts.ts';
import { setCartNotes, updateFields } from './header-fields.ts';
import { removeItem, updateItem } from './line-changes.ts';
import { productOptions } from './product-options.ts';
import { setDeliveryDate, setDropShipAddress, setShipping } from './sub-cart-fields.ts';
import { cartSerializerCompiler } from './cart-serializer.ts';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';

const TAGS = ['cart'];

/**
 * The cart context of a request: the signed-in session, now, and the user's time zone. With an order
 * number (editing a placed order) the call works on the user's edit cart of that order.
 */
function contextOf(request: FastifyRequest, orderNumber?: string): CartContext {
  return cartContextOf(requireSession(request), new Date(), timeZoneOf(request), orderNumber);
}

/** The context of a call that starts, cancels or drops the user's edit of the placed order `orderNumber`. */
function editContextOf(request: FastifyRequest, orderNumber: string) {
  return editCartContextOf(requireSession(request), new Date(), timeZoneOf(request), orderNumber);
}

const idempotencyKeySchema = text().trim().min(8).max(200).optional();

/** The cart calls of spec section 7 'Orders and cart', plus the add-to-cart control's product options. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  // Cart-shaped answers reuse each unchanged line's validated JSON (this plugin's routes only). Fastify's
  // type says a serializer returns a string, but it sends a Buffer as it is (reply.js, onSendEnd).
  app.setSerializerCompiler(cartSerializerCompiler as FastifySerializerCompiler<unknown>);
  const cartRead = { tags: TAGS, querystring: cartOrderQuerySchema, response: { 200: cartSchema } };

  app.get(
    '/web-api/cart',
    {
      schema: {
        ...cartRead,
        summary: "The user's open cart in the current organization (created when there is none).",
      },
    },
    async (request) => {
      return getCart(app.db, contextOf(request, request.query.orderNumber));
    },
  );

  app.get(
    '/web-api/cart/current-or-new',
    { schema: { ...cartRead, summary: "The user's open cart, or a new empty one." } },
    async (request) => {
      return getCart(app.db, contextOf(request, request.query.orderNumber));
    },
  );

  app.get(
    '/web-api/cart/summary',
    {
      schema: {
        tags: TAGS,
        summary: "The cart's summary: item count, PO, note, totals, delivery and validation message.",
        querystring: cartOrderQuerySchema,
        response: { 200: cartSummarySchema },
      },
    },
    async (request) => {
      return (await getCart(app.db, contextOf(request, request.query.orderNumber))).summary;
    },
  );

  app.get(
    '/web-api/cart-validation',
    {
      schema: {
        tags: TAGS,
        summary: 'Whether the cart can be submitted, and the messages that say why not.',
        querystring: cartOrderQuerySchema,
        response: { 200: cartValidationResponseSchema },
      },
    },
    async (request) => {
      return validateCart(app.db, contextOf(request, request.query.orderNumber));
    },
  );

  app.get(
    '/web-api/cart/refresh-prices',
    {
      schema: {
        tags: TAGS,
        summary: "Reprices the cart with the organization's current price list.",
        querystring: cartOrderQuerySchema,
        response: { 200: cartUpdateResponseSchema },
      },
    },
    async (request) => {
      return refreshPrices(app.db, contextOf(request, request.query.orderNumber));
    },
  );

  app.get(
    '/web-api/cart/product-options',
    {
      schema: {
        tags: TAGS,
        summary: "A product's units priced and stocked for the organization, for the add-to-cart control.",
        querystring: productOptionsQuerySchema,
        response: { 200: productOptionsResponseSchema },
      },
    },
    async (request) => productOptions(app.db, contextOf(request), request.query.sku),
  );

  app.post(
    '/web-api/cart/add',
    {
      schema: {
        tags: TAGS,
        summary:
          'Adds a quantity of a sku and unit (PPro: sets it); a broken quantity rule is a 422 with the spec message.',
        querystring: cartOrderQuerySchema,
        body: addToCartBodySchema,
        response: { 200: addToCartResponseSchema },
      },
    },
    async (request) => addToCart(app.db, contextOf(request, request.query.orderNumber), request.body),
  );

  app.post(
    '/web-api/cart/add-items',
    {
      schema: {
        tags: TAGS,
        summary:
          'Adds several skus in one change (order guides, reorder); each follows the add rules and refused items say why.',
        querystring: cartOrderQuerySchema,
        body: addItemsBodySchema,
        response: { 200: addItemsResponseSchema },
      },
    },
    async (request) => addItems(app.db, contextOf(request, request.query.orderNumber), request.body.items),
  );

  const update = <B extends z.ZodType>(summary: string, body: B) => ({
    tags: TAGS,
    summary,
    querystring: cartOrderQuerySchema,
    body,
    response: { 200: cartUpdateResponseSchema },
  });

  app.post(
    '/web-api/cart/update-item',
    {
      schema: update('Changes a line: quantity (0 removes), unit, or line fields.', updateItemBodySchema),
    },
    async (request) => {
      const { id, ...changes } = request.body;
      return updateItem(app.db, contextOf(request, request.query.orderNumber), id, changes);
    },
  );

  app.post(
    '/web-api/cart/remove-item',
    {
      schema: {
        tags: TAGS,
        summary: 'Removes a line of the cart.',
        querystring: removeItemQuerySchema,
        response: { 200: cartUpdateResponseSchema },
      },
    },
    async (request) => {
      return removeItem(app.db, contextOf(request, request.query.orderNumber), request.query.id);
    },
  );

  app.post(
    '/web-api/cart/shipping',
    { schema: update('Chooses the freight method of a drop-ship delivery.', shippingBodySchema) },
    async (request) => {
      return setShipping(
        app.db,
        contextOf(request, request.query.orderNumber),
        request.body.subCartKey,
        request.body.method,
      );
    },
  );

  app.post(
    '/web-api/cart/update/field',
    {
      schema: update(
        'Sets the PO number or note of the cart, or the PO number of one delivery.',
        updateFieldBodySchema,
      ),
    },
    async (request) => {
      return updateFields(app.db, contextOf(request, request.query.orderNumber), [request.body]);
    },
  );

  app.post(
    '/web-api/cart/update/fields',
    { schema: update('Sets several header fields at once.', updateFieldsBodySchema) },
    async (request) => {
      return updateFields(app.db, contextOf(request, request.query.orderNumber), request.body.fields);
    },
  );

  app.post(
    '/web-api/cart/update/deliveryDate',
    {
      schema: update('Chooses one of the delivery dates a delivery offers.', updateDeliveryDateBodySchema),
    },
    async (request) => {
      return setDeliveryDate(
        app.db,
        contextOf(request, request.query.orderNumber),
        request.body.subCartKey,
        request.body.deliveryDate,
      );
    },
  );

  app.post(
    '/web-api/cart/update/cartNotes',
    {
      schema: update("Sets the cart note, or a drop-ship delivery's notes.", updateCartNotesBodySchema),
    },
    async (request) => {
      return setCartNotes(
        app.db,
        contextOf(request, request.query.orderNumber),
        request.body.value,
        request.body.subCartKey,
      );
    },
  );

  app.post(
    '/web-api/cart/update/dropShipDeliveryAddress',
    {
      schema: update('Sets the delivery address of a drop-ship delivery.', dropShipDeliveryAddressSchema),
    },
    async (request) => {
      return setDropShipAddress(app.db, contextOf(request, request.query.orderNumber), request.body);
    },
  );

  app.post(
    '/web-api/cart/submit',
    {
      schema: {
        tags: TAGS,
        summary:
          'Turns the cart into one order per delivery, once: a retry with the same Idempotency-Key, or a second submit of the same cart, gets the first answer.',
        querystring: submitCartQuerySchema.extend({ cartId: text().min(1).max(64).optional() }),
        headers: z.object({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema }).passthrough(),
        response: { 200: submitCartResponseSchema },
      },
    },
    async (request) => {
      return submitCart(app.db, {
        context: contextOf(request, request.query.orderNumber),
        idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER] ?? null,
        cartId: request.query.cartId,
      });
    },
  );

  app.post(
    '/web-api/cart/edit',
    {
      schema: {
        tags: TAGS,
        summary:
          'Loads a placed order into an edit cart; cart calls then take its orderNumber. Refused after the cut-off.',
        body: editOrderBodySchema,
        response: { 200: cartSchema },
      },
    },
    async (request) => startOrderEdit(app.db, editContextOf(request, request.body.orderNumber)),
  );

  app.post(
    '/web-api/cart/cancel-changes',
    {
      schema: {
        tags: TAGS,
        summary: 'Puts the edit cart back to the order as placed and clears its changes flag.',
        body: editOrderBodySchema,
        response: { 200: cartSchema },
      },
    },
    async (request) => cancelOrderChanges(app.db, editContextOf(request, request.body.orderNumber)),
  );

  app.post(
    '/web-api/cart/delete-edit',
    {
      schema: {
        tags: TAGS,
        summary: 'Throws the edit cart of an order away; the order stays as placed.',
        body: editOrderBodySchema,
        response: { 200: deleteEditResponseSchema },
      },
    },
    async (request) => deleteOrderEdit(app.db, editContextOf(request, request.body.orderNumber)),
  );

  app.get(
    '/web-api/order-confirmation',
    {
      schema: {
        tags: TAGS,
        summary: 'The orders a submitted cart became.',
        querystring: orderConfirmationQuerySchema,
        response: { 200: orderConfirmationResponseSchema },
      },
    },
    async (request) => {
      const confirmation = await submittedCartConfirmation(app.db, contextOf(request), request.query.cart);
      return { ...confirmation, confirmedOrders: confirmation.confirmedOrders as ConfirmedOrder[] };
    },
  );
};
