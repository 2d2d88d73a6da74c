import type { ReactNode } from 'react';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { Button } from './button.tsx';
import { CloseIcon } from './icons.tsx';

/** Props of Modal. */
export interface ModalProps {
  title: string;
  /** The body; given a `close` function to end the dialog from inside. */
  children: (close: () => void) => ReactNode;
  /** Open state, for a modal opened by app state rather than by a DialogTrigger. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Whether a press outside or Escape closes it (true unless told). */
  isDismissable?: boolean;
  /** 'wide' for a dialog holding a record and a form side by side on larger screens. */
  size?: 'default' | 'wide';
}

/** A modal dialog (after its trigger in a DialogTrigger, or opened by `isOpen`): a bottom sheet on phones, a centred card above. */
export function Modal({
  title,
  children,
  isOpen,
  onOpenChange,
  isDismissable = true,
  size = 'default',
}: ModalProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      className="fixed inset-0 z-50 flex items-end justify-center bg-stone-950/50 sm:items-center sm:p-6"
    >
      <AriaModal
        className={`max-h-[92dvh] w-full overflow-hidden rounded-t-2xl bg-white shadow-xl sm:rounded-2xl ${size === 'wide' ? 'sm:max-w-4xl' : 'sm:max-w-lg'}`}
      >
        <Dialog className="flex max-h-[92dvh] flex-col outline-none">
          {({ close }) => (
            <>
              <div className="flex items-center justify-between gap-4 border-b border-stone-200 px-5 py-3">
                <Heading slot="title" className="text-lg font-bold text-stone-900">
                  {title}
                </Heading>
                <Button variant="ghost" aria-label="Close" onPress={close} className="-mr-2 px-2.5">
                  <CloseIcon />
                </Button>
              </div>
              <div className="overflow-y-auto px-5 py-4">{children(close)}</div>
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
