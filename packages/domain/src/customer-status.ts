/** The message an on-hold account shows when its organization carries no error texts (spec section 6). */
export const ON_HOLD_DEFAULT_MESSAGE =
  'Account is on hold. Please contact your Sales Rep for further assistance.';

/** What the buyers of an organization the distributor made inactive read (ADR 041). */
export const INACTIVE_ACCOUNT_MESSAGE =
  'This account is inactive. Please contact your Sales Rep for further assistance.';

/** What the storefront knows about whether a customer may order. */
export interface CustomerStatus {
  canOrder: boolean;
  errors: string[];
}

/** Ordering is allowed only if the customer status allows it and an organization is set (spec section 5). */
export function isOrderingAllowed(
  status: CustomerStatus,
  organizationId: string | null | undefined,
): boolean {
  return status.canOrder && Boolean(organizationId);
}

/** The on-hold message: the joined status errors, else the spec's default sentence. */
export function onHoldMessage(status: CustomerStatus): string {
  const texts = status.errors.map((e) => e.trim()).filter((e) => e.length > 0);
  return texts.length > 0 ? texts.join(' ') : ON_HOLD_DEFAULT_MESSAGE;
}

/** The customer status of an organization: on hold blocks ordering and carries its hold texts. */
export function customerStatusOf(
  organization: { isOnHold: boolean; holdErrors: string[]; isActive?: boolean } | null,
): CustomerStatus {
  if (!organization) return { canOrder: false, errors: [] };
  if (organization.isActive === false) return { canOrder: false, errors: [INACTIVE_ACCOUNT_MESSAGE] };
  if (organization.isOnHold) return { canOrder: false, errors: [...organization.holdErrors] };
  return { canOrder: true, errors: [] };
}
