import type { OrderGuideUploadResponse } from '@larder/contract';
import { errorOf } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';

/** Uploads a CSV or XLSX file into a new guide or `orderGuideId` (spec section 7: POST order-guide/import-file). */
export async function importFile(file: File, orderGuideId?: number): Promise<OrderGuideUploadResponse> {
  const form = new FormData();
  form.append('file', file);
  const query = orderGuideId === undefined ? '' : `?orderGuideId=${orderGuideId}`;
  let response: Response;
  try {
    response = await fetch(`/web-api/order-guide/import-file${query}`, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'x-requested-with': 'larder-web' },
    });
  } catch (error) {
    throw new ApiError(0, 'NETWORK', 'Network Error', {}, { cause: error });
  }
  if (!response.ok) throw await errorOf(response);
  return (await response.json()) as OrderGuideUploadResponse;
}
