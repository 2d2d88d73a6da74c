/**
 * The cart module as other modules and the flows reach it (DESIGN.md section 3). Each use case lives in a
 * file of its own beside this one; the routes import them directly.
 */

export { addItems } from './add-items.ts';
export type { CartComputation } from './cart-computation-input.ts';
export { cartContextOf, editCartContextOf, type CartContext } from './cart-context.ts';
export { deleteOrderEdit, startOrderEdit } from './edit-carts.ts';
export { countCartLines, EMPTY_CART_MESSAGE } from './cart-reads.ts';
export { cartSettingsOf } from './cart-settings.ts';
export {
  forgetSubmittedCart,
  keepMovedDeliveryDates,
  lockCartForSubmit,
  recordSubmission,
} from './cart-submission.ts';
export { computeCartOf } from './computed-cart.ts';
export { setDeliveryDate } from './sub-cart-fields.ts';
export { rescheduleCartDeliveries } from './cart-reschedule.ts';
export { updateFields } from './header-fields.ts';
export { computeTargetCart } from './computed-cart.ts';
export { removeItem } from './line-changes.ts';
export { addToCart } from './add-to-cart.ts';
