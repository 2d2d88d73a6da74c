import type { StaffAccountsResponse } from '@larder/contract';
import { roleOfPermissions, STAFF_PERMISSIONS, type StaffPermission } from '@larder/domain';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Select } from '../../../components/ui/select.tsx';

/** What each permission lets a staff member do, as the console names it (ADR 017, ADR 043). */
export const PERMISSION_LABELS: Record<StaffPermission, string> = {
  impersonate: 'Act as a customer (impersonate)',
  'approve-applications': 'Approve and reject applications',
  'manage-customers': 'Manage customers, their users and holds',
  'manage-orders': 'Manage orders',
  'edit-content': 'Edit content and site settings',
  'author-messages': 'Author in-app messages',
  'manage-punchout-buyers': 'Manage punchout buyers',
  'manage-integrations': 'Manage integration API keys',
  'view-analytics': 'View analytics',
  'manage-catalog': 'Manage the catalog',
  'manage-calendar': 'Manage the delivery calendar',
  'manage-staff': 'Manage staff accounts',
};

const CUSTOM = 'custom';

/** Props of PermissionPicker. */
export interface PermissionPickerProps {
  roles: StaffAccountsResponse['roles'];
  value: readonly StaffPermission[];
  onChange: (permissions: StaffPermission[]) => void;
}

/**
 * A role to start from and a box per permission for per-person changes: choosing a role sets the boxes,
 * changing a box makes the choice 'Custom' unless the boxes are exactly another role again.
 */
export function PermissionPicker({ roles, value, onChange }: PermissionPickerProps) {
  const role = roleOfPermissions(value);
  const held = new Set(value);
  const toggle = (permission: StaffPermission, on: boolean) =>
    onChange(STAFF_PERMISSIONS.filter((p) => (p === permission ? on : held.has(p))));
  return (
    <div className="flex flex-col gap-2">
      <Select
        label="Role"
        description="A role sets the permissions below; change any box for this person."
        options={[
          ...roles.map((r) => ({ id: r.id, label: r.name })),
          { id: CUSTOM, label: value.length === 0 ? 'No permissions' : 'Custom (a role with changes)' },
        ]}
        value={role?.id ?? CUSTOM}
        onChange={(id) => {
          const chosen = roles.find((r) => r.id === id);
          if (chosen) onChange(STAFF_PERMISSIONS.filter((p) => chosen.permissions.includes(p)));
        }}
      />
      <fieldset className="grid grid-cols-1 gap-x-6 sm:grid-cols-2">
        <legend className="sr-only">Permissions</legend>
        {STAFF_PERMISSIONS.map((permission) => (
          <Checkbox
            key={permission}
            isSelected={held.has(permission)}
            onChange={(on) => toggle(permission, on)}
          >
            {PERMISSION_LABELS[permission]}
          </Checkbox>
        ))}
      </fieldset>
    </div>
  );
}
