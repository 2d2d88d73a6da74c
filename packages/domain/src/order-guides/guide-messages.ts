/** The guide toasts and messages of spec section 8, worded exactly; the screens show them from here. */
export const GUIDE_MESSAGES = {
  changesSaved: 'Changes Saved',
  changesCancelled: 'Changes Cancelled',
  sharedTo: 'Order Guide Was Shared to',
  itemMovedToUngrouped: 'Item Moved to Ungrouped',
  itemDeleted: 'Item deleted from order guide',
  groupMovedToUngrouped: 'Group Moved to Ungrouped',
  newGroupCreated: 'New Group Created',
  itemReordered: 'Item Reordered',
  unexpectedError: 'Unexpected error.',
  uploadFailed: 'Unable to upload file. Check the file format.',
  noProducts: 'There are no products in this category!!',
  loading: 'Guide load in progress. Items will appear shortly.',
  transferFailed: 'Unable to transfer ownership.',
  organizationRequired: 'Organization ID required',
} as const;

/**
 * The toast for items that moved (spec section 8's wording): 'Item Reordered' only when they stayed in
 * their group; otherwise where they went, 'Item Moved to {group}' (which for Ungrouped is the spec's
 * 'Item Moved to Ungrouped'), and 'Items Moved to {group}' for more than one.
 */
export function itemMoveMessage(fromGroup: string | null, toGroup: string, count = 1): string {
  if (fromGroup === toGroup) return GUIDE_MESSAGES.itemReordered;
  return `${count === 1 ? 'Item' : 'Items'} Moved to ${toGroup}`;
}

/** 'Error saving order guide: {error}' (spec section 8). */
export function saveErrorMessage(error: string): string {
  return `Error saving order guide: ${error}`;
}

/** 'Unable to create order guide; response code {status or unknown}' (spec section 8). */
export function finishUploadErrorMessage(status: number | null | undefined): string {
  return `Unable to create order guide; response code ${status ?? 'unknown'}`;
}

/** The no-products text: the guide's own message when it has one (spec section 8). */
export function noProductsMessage(guideMessage: string | null | undefined): string {
  return guideMessage && guideMessage.trim() !== '' ? guideMessage : GUIDE_MESSAGES.noProducts;
}
