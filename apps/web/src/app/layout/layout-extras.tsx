import { useEffect } from 'react';
import { whenIdle } from '../../lib/when-idle.ts';
import {
  useDocumentViewTracking,
  useExitIntentTracking,
  usePageTracking,
} from '../analytics/use-page-tracking.ts';
import { useDocumentHead } from '../head/use-document-head.ts';
import { useScrollOnNavigate } from '../navigation/use-scroll-on-navigate.ts';
import { preloadHeaderWidgets } from './header-widgets.ts';
import { ModalHost } from './modal-host.tsx';
import { OnHoldBanner } from './on-hold-banner.tsx';
import { ToastRegion } from './toast-region.tsx';
import { useStartOrderPrompt } from './use-start-order-prompt.ts';
import { useMessaging } from './use-messaging.ts';

/** The account-on-hold banner, shown once the users are known. */
export function UserBanners({ usersReady }: { usersReady: boolean }) {
  return usersReady ? <OnHoldBanner /> : null;
}

/**
 * Toasts and modals, and the shell's behaviour that can wait for this chunk: scroll on navigation, the
 * document head, page-view and exit-intent tracking, the PPro start-order prompt, the messaging client and the idle-time load
 * of the header's menus.
 */
export function LayoutOverlays({ usersReady }: { usersReady: boolean }) {
  useScrollOnNavigate();
  useDocumentHead();
  usePageTracking();
  useExitIntentTracking();
  useDocumentViewTracking();
  useStartOrderPrompt(usersReady);
  useMessaging(usersReady);
  useEffect(() => whenIdle(preloadHeaderWidgets), []);
  return (
    <>
      <ToastRegion />
      <ModalHost />
    </>
  );
}
