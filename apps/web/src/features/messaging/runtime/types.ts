/** Where a message sits on the page (spec section 2). */
export type Placement = 'Center' | 'TopRight' | 'BottomRight' | 'Full';

/** A padding of the in-app display settings, in percent of the viewport. */
export interface Padding {
  percentage?: number;
  displayOption?: string;
}

/** The close button of a message (spec section 2). */
export interface CloseButton {
  position?: 'top-left' | 'top-right';
  iconPath?: string;
  size?: number | string;
  topOffset?: string;
  sideOffset?: string;
  color?: string;
  isRequiredToDismissMessage?: boolean;
}

/** An in-app message as getMessages answers it (spec section 3). */
export interface InAppMessage {
  messageId: string;
  campaignId?: number;
  read?: boolean;
  trigger?: { type?: string };
  createdAt?: number;
  expiresAt?: number;
  priorityLevel?: number;
  saveToInbox?: boolean;
  content?: {
    html?: string;
    inAppDisplaySettings?: {
      top?: Padding;
      right?: Padding;
      bottom?: Padding;
      left?: Padding;
      bgColor?: { alpha?: number; hex?: string };
      shouldAnimate?: boolean;
    };
    webInAppDisplaySettings?: { position?: Placement; closeButton?: CloseButton };
    /** Larder's provider puts the authored close button here. */
    closeButton?: CloseButton;
  };
  customPayload?: Record<string, unknown>;
}

/** An action of an embedded message (spec section 3). */
export interface EmbeddedAction {
  type: string;
  data?: string;
}

/** An embedded message (spec section 3). */
export interface EmbeddedMessage {
  metadata: { messageId: string; campaignId?: number; placementId: number; isProof?: boolean };
  elements?: {
    title?: string;
    body?: string;
    mediaUrl?: string;
    mediaUrlCaption?: string;
    buttons?: { id: string; title?: string; action?: EmbeddedAction }[];
    defaultAction?: EmbeddedAction;
  };
  payload?: Record<string, unknown>;
}

/** A commerce item of updateCart and trackPurchase (spec section 3). */
export interface CommerceItem {
  id: string;
  name: string;
  price: number;
  quantity: number;
  sku?: string;
  categories?: string[];
  imageUrl?: string;
  url?: string;
}
