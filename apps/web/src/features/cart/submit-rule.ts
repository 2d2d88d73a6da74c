import type { CartGroup, ValidationMessage } from '@larder/contract';

/** Why the submit button is disabled, or null when it is not. */
export type SubmitBlocker = 'onHold' | 'offline' | 'updating' | 'empty' | 'invalid';

/** What the submit rule looks at. */
export interface SubmitRuleInput {
  /** Cart updates sent and not yet answered, plus edits still waiting out their debounce. */
  activeUpdateRequests: number;
  cartGroups: readonly CartGroup[];
  /** The type of the summary's validation message, when it has one. */
  validationMessageType: ValidationMessage['type'] | null | undefined;
  /** Whether the organization may order (false while on hold). */
  canOrder: boolean;
  /** Whether there is a connection: a cart can be made ready offline, but submitting needs one (issue 34). */
  online?: boolean;
}

/**
 * The submit rule: why the submit button is disabled, or null when it is enabled. Spec section 4:
 * disabled while any update is in flight (an order must never be
 * placed from a cart the buyer is still changing), when the first group has no lines, when the summary's
 * validation message is an error, and (spec section 6) while the account is on hold.
 */
export function submitBlocker(input: SubmitRuleInput): SubmitBlocker | null {
  if (!input.canOrder) return 'onHold';
  if (input.online === false) return 'offline';
  if (input.activeUpdateRequests > 0) return 'updating';
  const firstGroup = input.cartGroups[0];
  if (!firstGroup || firstGroup.subCarts.every((subCart) => subCart.lines.length === 0)) return 'empty';
  if (input.validationMessageType === 'error') return 'invalid';
  return null;
}
