import type { OrderGuideShare, Organization } from '@larder/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';

/** Props shared by the list's confirm dialogs. */
interface DialogProps {
  guideName: string;
  isOpen: boolean;
  busy: boolean;
  onClose: () => void;
}

/** The delete order guide modal (spec section 2). */
export function DeleteGuideModal({
  guideName,
  isOpen,
  busy,
  onClose,
  onConfirm,
}: DialogProps & { onConfirm: () => void }) {
  return (
    <Modal title="Delete order guide" isOpen={isOpen} onOpenChange={(open) => !open && onClose()}>
      {() => (
        <div className="flex flex-col gap-5">
          <p className="text-stone-700">
            Delete <span className="font-semibold">{guideName}</span>? Its items and groups are removed for
            everyone who uses it. This cannot be undone.
          </p>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onPress={onClose} autoFocus>
              Keep guide
            </Button>
            <Button variant="danger" onPress={onConfirm} isDisabled={busy}>
              Delete guide
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}

/** Props of the dialogs that pick an organization. */
export interface OrganizationDialogProps extends DialogProps {
  organizations: readonly Organization[];
  /** Organizations not to offer (the guide's own). */
  excludeId: string;
  onConfirm: (organizationId: string, organizationName: string) => void;
}

function OrganizationPicker({
  organizations,
  excludeId,
  allowTyped,
  onConfirm,
  onClose,
  busy,
  confirmLabel,
}: Omit<OrganizationDialogProps, 'guideName' | 'isOpen'> & { allowTyped: boolean; confirmLabel: string }) {
  const choices = organizations.filter((o) => o.id !== excludeId);
  const [chosen, setChosen] = useState(choices[0]?.id ?? '');
  const [typed, setTyped] = useState('');
  const id = typed.trim() || chosen;
  const name = choices.find((o) => o.id === id)?.name ?? id;
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm(id, name);
      }}
    >
      {choices.length > 0 && (
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 text-sm font-semibold text-stone-800">Organization</legend>
          {choices.map((o) => (
            <label
              key={o.id}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-stone-50"
            >
              <input
                type="radio"
                name="organization"
                value={o.id}
                checked={chosen === o.id && typed.trim() === ''}
                onChange={() => {
                  setChosen(o.id);
                  setTyped('');
                }}
                className="size-5 accent-brand-700"
              />
              {o.name}
            </label>
          ))}
        </fieldset>
      )}
      {allowTyped && (
        <label className="flex flex-col gap-1 text-sm font-semibold text-stone-800">
          {choices.length > 0 ? 'Or another organization ID' : 'Organization ID'}
          <input
            value={typed}
            maxLength={64}
            onChange={(event) => setTyped(event.target.value)}
            className="h-11 rounded-lg border border-stone-300 px-3 font-normal outline-none focus:border-brand-600"
          />
        </label>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onPress={onClose}>
          Cancel
        </Button>
        <Button type="submit" isDisabled={busy || (!allowTyped && id === '')}>
          {confirmLabel}
        </Button>
      </div>
    </form>
  );
}

/** The transfer guide ownership modal (spec section 2): to another organization of the user. */
export function TransferGuideModal(props: OrganizationDialogProps) {
  return (
    <Modal
      title="Transfer guide ownership"
      isOpen={props.isOpen}
      onOpenChange={(open) => !open && props.onClose()}
    >
      {() => (
        <div className="flex flex-col gap-4">
          <p className="text-stone-700">
            Move <span className="font-semibold">{props.guideName}</span> to another of your organizations. It
            leaves this organization.
          </p>
          <OrganizationPicker {...props} allowTyped={false} confirmLabel="Transfer" />
        </div>
      )}
    </Modal>
  );
}

/** The share dialog: to one of the user's organizations or any organization by its ID; current shares can be stopped. */
export function ShareGuideModal(
  props: OrganizationDialogProps & {
    sharedWith: readonly OrderGuideShare[];
    onRemove: (share: OrderGuideShare) => void;
  },
) {
  return (
    <Modal title="Share order guide" isOpen={props.isOpen} onOpenChange={(open) => !open && props.onClose()}>
      {() => (
        <div className="flex flex-col gap-4">
          <p className="text-stone-700">
            Share <span className="font-semibold">{props.guideName}</span>; the organization can order from it
            and import a copy.
          </p>
          {props.sharedWith.length > 0 && (
            <div className="flex flex-col gap-1">
              <p className="text-sm font-semibold text-stone-800">Shared with</p>
              <ul className="flex flex-col gap-1">
                {props.sharedWith.map((share) => (
                  <li
                    key={share.organizationId}
                    className="flex items-center justify-between gap-2 rounded-lg bg-stone-50 px-3 py-1"
                  >
                    {share.organizationName}
                    <Button variant="ghost" onPress={() => props.onRemove(share)} isDisabled={props.busy}>
                      Stop sharing
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <OrganizationPicker {...props} allowTyped confirmLabel="Share" />
        </div>
      )}
    </Modal>
  );
}

/** The new-guide dialog: a name, then the empty guide opens. */
export function NewGuideModal({
  isOpen,
  busy,
  onClose,
  onConfirm,
}: Omit<DialogProps, 'guideName'> & { onConfirm: (name: string) => void }) {
  const [name, setName] = useState('');
  return (
    <Modal title="New order guide" isOpen={isOpen} onOpenChange={(open) => !open && onClose()}>
      {() => (
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (name.trim()) onConfirm(name.trim());
          }}
        >
          <label className="flex flex-col gap-1 text-sm font-semibold text-stone-800">
            Guide name
            <input
              autoFocus
              value={name}
              maxLength={100}
              onChange={(event) => setName(event.target.value)}
              placeholder="e.g. Weekly produce"
              className="h-11 rounded-lg border border-stone-300 px-3 font-normal outline-none focus:border-brand-600"
            />
          </label>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onPress={onClose}>
              Cancel
            </Button>
            <Button type="submit" isDisabled={busy || name.trim() === ''}>
              Create guide
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
