import { Button } from '../../components/ui/button.tsx';
import { Link } from '../../components/ui/link.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { useModalStore, useModalVisible } from '../../lib/modal-store.ts';
import { ORDERING_STEPS } from '../../lib/ordering-steps.ts';

/** Explains to a PPro organization's buyer how to start an order; shown once per session. */
export function StartOrderModal() {
  const isOpen = useModalVisible('startOrder');
  const hide = () => useModalStore.getState().hide('startOrder');
  return (
    <Modal title="How to start an order" isOpen={isOpen} onOpenChange={(open) => !open && hide()}>
      {(close) => (
        <div className="flex flex-col gap-5">
          <ol className="flex flex-col gap-4">
            {ORDERING_STEPS.map((step, index) => (
              <li key={step.title} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                >
                  {index + 1}
                </span>
                <span>
                  <span className="block font-semibold text-stone-900">{step.title}</span>
                  <span className="block text-stone-700">{step.text}</span>
                </span>
              </li>
            ))}
          </ol>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onPress={close}>
              Got it
            </Button>
            <Link appearance="primary" href="/order-guides/" onClick={close}>
              Open my order guides
            </Link>
          </div>
        </div>
      )}
    </Modal>
  );
}
