import { Button } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { useBlockedNavigationStore } from '../../lib/blocked-navigation-store.ts';
import { useModalStore, useModalVisible } from '../../lib/modal-store.ts';
import { useNavigationGuardStore } from '../../lib/navigation-guard-store.ts';
import type { GuardModal } from './navigation-guard.ts';

const texts: Record<GuardModal, { title: string; body: string; leave: string; stay: string }> = {
  navigationConfirm: {
    title: 'Leave without saving?',
    body: 'You are editing this order guide. Changes you have not saved will be lost.',
    leave: 'Leave without saving',
    stay: 'Keep editing',
  },
  guideCartSpeedBump: {
    title: 'Items not added to your cart',
    body: 'You entered quantities in this order guide that are not in your cart yet. Leave them behind?',
    leave: 'Leave anyway',
    stay: 'Stay on the guide',
  },
  editOrderSpeedBump: {
    title: 'Discard changes to this order?',
    body: 'You changed an order you are editing. If you leave now, the changes are not submitted.',
    leave: 'Discard changes',
    stay: 'Keep editing',
  },
};

// What leaving means for the guard's state, so the same navigation is not stopped again.
const onLeave: Record<GuardModal, () => void> = {
  navigationConfirm: () => useNavigationGuardStore.setState({ guideMode: null }),
  guideCartSpeedBump: () => useNavigationGuardStore.setState({ guideSpeedBumpDecided: true }),
  editOrderSpeedBump: () => useNavigationGuardStore.setState({ orderEditHasUnsavedChanges: false }),
};

/** The modal a blocked navigation opens: leave (the navigation goes on to its remembered target) or stay. */
export function LeavePageModal({ kind }: { kind: GuardModal }) {
  const isOpen = useModalVisible(kind);
  const blocked = useBlockedNavigationStore((state) => state.blocked);
  const text = texts[kind];

  function stay() {
    useModalStore.getState().hide(kind);
    blocked?.stay();
  }

  function leave() {
    useModalStore.getState().hide(kind);
    onLeave[kind]();
    blocked?.proceed();
  }

  return (
    <Modal title={text.title} isOpen={isOpen} onOpenChange={(open) => !open && stay()}>
      {() => (
        <div className="flex flex-col gap-6">
          <p className="text-stone-700">{text.body}</p>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onPress={stay} autoFocus>
              {text.stay}
            </Button>
            <Button variant="danger" onPress={leave}>
              {text.leave}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
