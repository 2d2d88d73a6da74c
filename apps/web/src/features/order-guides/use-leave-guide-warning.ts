import { useEffect } from 'react';
import { useGuideDetailStore } from './guide-detail-store.ts';

/**
 * The leave-guide warning for leaving the site or reloading: the browser asks first while the guide is
 * being edited or holds quantities not yet in the cart. In-app navigation goes through the guard's modals.
 */
export function useLeaveGuideWarning(): void {
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      const { mode, cart } = useGuideDetailStore.getState();
      if (mode === 'edit' || cart.length > 0) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);
}
