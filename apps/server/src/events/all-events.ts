import { applicationApproved } from './application-approved.event.ts';
import { applicationRejected } from './application-rejected.event.ts';
import { applicationSubmitted } from './application-submitted.event.ts';
import type { DomainEvent } from './domain-event.ts';
import { guideShared } from './guide-shared.event.ts';
import { notifyMeRequested } from './notify-me-requested.event.ts';
import { orderCancelled } from './order-cancelled.event.ts';
import { orderDeliveryMoved } from './order-delivery-moved.event.ts';
import { orderConfirmationRequested } from './order-confirmation-requested.event.ts';
import { orderCredited } from './order-credited.event.ts';
import { orderEdited } from './order-edited.event.ts';
import { orderIssueReplied } from './order-issue-replied.event.ts';
import { orderIssueReported } from './order-issue-reported.event.ts';
import { orderPlaced } from './order-placed.event.ts';
import { productIssueReported } from './product-issue-reported.event.ts';
import { passwordLinkRequested } from './password-link-requested.event.ts';
import { orderStatusChanged } from './order-status-changed.event.ts';
import { signupAddressTaken } from './signup-address-taken.event.ts';
import { stockChanged } from './stock-changed.event.ts';
import { webIssueReported } from './web-issue-reported.event.ts';

/** Every event type: each gets a fan-out job handler, so a published event never waits unclaimed. */
export const allEvents: readonly DomainEvent<unknown>[] = [
  orderPlaced,
  orderEdited,
  orderCancelled,
  orderDeliveryMoved,
  orderStatusChanged,
  orderIssueReported,
  orderIssueReplied,
  orderCredited,
  orderConfirmationRequested,
  guideShared,
  applicationSubmitted,
  applicationApproved,
  applicationRejected,
  signupAddressTaken,
  stockChanged,
  notifyMeRequested,
  passwordLinkRequested,
  productIssueReported,
  webIssueReported,
] as readonly DomainEvent<unknown>[];
