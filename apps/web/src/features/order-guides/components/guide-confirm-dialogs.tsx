import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';

/** Props of KeepQuantitiesDialog. */
export interface KeepQuantitiesDialogProps {
  isOpen: boolean;
  pending: boolean;
  onAddThenEdit: () => void | Promise<void>;
  onDiscardThenEdit: () => void;
  onKeep: () => void;
}

/**
 * Asked before edit mode empties the cart in the guide (spec section 4): the quantities typed go to the
 * cart first, are discarded on purpose, or stay while the buyer keeps ordering.
 */
export function KeepQuantitiesDialog({
  isOpen,
  pending,
  onAddThenEdit,
  onDiscardThenEdit,
  onKeep,
}: KeepQuantitiesDialogProps) {
  return (
    <Modal
      title="Keep the quantities you typed?"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onKeep();
      }}
    >
      {() => (
        <div className="flex flex-col gap-4">
          <p className="text-stone-700">
            Editing the guide clears the quantities typed in it. Add them to your cart first, or discard them.
          </p>
          <div className="flex flex-col gap-3">
            <Button isPending={pending} onPress={() => void onAddThenEdit()}>
              Add to cart, then edit
            </Button>
            <Button variant="secondary" onPress={onDiscardThenEdit}>
              Discard quantities and edit
            </Button>
            <Button variant="secondary" onPress={onKeep}>
              Keep ordering
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}

/** Props of DiscardChangesDialog. */
export interface DiscardChangesDialogProps {
  isOpen: boolean;
  onDiscard: () => void;
  onKeepEditing: () => void;
}

/** Asked when Cancel would throw away edit mode's unsaved changes. */
export function DiscardChangesDialog({ isOpen, onDiscard, onKeepEditing }: DiscardChangesDialogProps) {
  return (
    <Modal
      title="Discard your changes?"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onKeepEditing();
      }}
    >
      {() => (
        <div className="flex flex-col gap-4">
          <p className="text-stone-700">The changes you made to this guide have not been saved.</p>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onPress={onKeepEditing}>
              Keep editing
            </Button>
            <Button variant="danger" onPress={onDiscard}>
              Discard changes
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
