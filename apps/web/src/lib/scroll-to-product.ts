/** The attribute every product block carries its SKU in (spec section 3). */
export const PRODUCT_SKU_ATTRIBUTE = 'data-sku';

/**
 * Smoothly scrolls the product block with the given SKU to the middle of the window (spec section 2);
 * returns whether such a block was found.
 */
export function scrollToProduct(sku: string, root: Pick<Document, 'querySelector'> = document): boolean {
  const block = root.querySelector(`[${PRODUCT_SKU_ATTRIBUTE}="${CSS.escape(sku)}"]`);
  if (!block) return false;
  block.scrollIntoView({ behavior: 'smooth', block: 'center' });
  return true;
}
