import type { OrderGuideAddItemsBody, orderGuideAddItemsResponseSchema } from '@larder/contract';
import { apiFetch } from '../../../lib/api-client.ts';
import type { SchemaOutput } from '../../../lib/schema-output.ts';

/** Answer of add-items: per guide, how many items were new to it. */
export type AddItemsToGuidesResponse = SchemaOutput<typeof orderGuideAddItemsResponseSchema>;

/** Adds items to guides, into a group or Ungrouped; id -1 with `newGuideName` creates a guide (POST order-guide/add-items). */
export function addItemsToGuides(body: OrderGuideAddItemsBody): Promise<AddItemsToGuidesResponse> {
  return apiFetch<AddItemsToGuidesResponse>('/web-api/order-guide/add-items', { body });
}
