/** The SKU of a product URL: its second path segment ('/product/<sku>/<slug>/', spec section 2). */
export function skuOfPath(pathname: string): string | null {
  const segment = pathname.split('/').filter(Boolean)[1];
  return segment ? decodeURIComponent(segment) : null;
}
