import { createContext, useContext } from 'react';

/** Whether the cart's buyer may order: false while the organization is on hold (quantities read-only). */
export const CartOrderingContext = createContext(true);

/** Whether cart lines offer quantity entry (false while the organization is on hold). */
export function useCartCanOrder(): boolean {
  return useContext(CartOrderingContext);
}
