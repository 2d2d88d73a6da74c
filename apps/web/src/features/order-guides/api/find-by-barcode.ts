import type { BarcodeProduct } from '@larder/contract';
import { apiFetch } from '../../../lib/api-client.ts';

/** The product a scanned case barcode is on (`GET /web-api/catalog/by-barcode`). */
export function findByBarcode(code: string): Promise<BarcodeProduct> {
  return apiFetch<BarcodeProduct>('/web-api/catalog/by-barcode', { method: 'GET', query: { code } });
}
