import { STAFF_PERMISSIONS, type StaffPermission } from './staff-permissions.ts';

/**
 * A named set of permissions an administrator gives at once (ADR 043). Only permissions are stored on the
 * account; a role is how the console offers them, and per-person changes may add or take any of them.
 */
export interface StaffRole {
  id: string;
  name: string;
  description: string;
  permissions: readonly StaffPermission[];
}

/** The roles the staff console offers, in the order it lists them. */
export const STAFF_ROLES: readonly StaffRole[] = [
  {
    id: 'administrator',
    name: 'Administrator',
    description: 'Everything, staff accounts included.',
    permissions: STAFF_PERMISSIONS,
  },
  {
    id: 'customer-service',
    name: 'Customer service',
    description: 'Orders and customers, and acting as a customer to help them.',
    permissions: ['manage-orders', 'manage-customers', 'impersonate'],
  },
  {
    id: 'sales-rep',
    name: 'Sales rep',
    description:
      'Their own organizations only (once tied to a rep): applications, customers, orders, analytics, acting as their buyers.',
    permissions: [
      'approve-applications',
      'manage-customers',
      'manage-orders',
      'impersonate',
      'view-analytics',
    ],
  },
  {
    id: 'content-editor',
    name: 'Content editor',
    description: 'Pages, menus and settings, in-app messages, the catalog’s texts and pictures.',
    permissions: ['edit-content', 'author-messages', 'manage-catalog'],
  },
  {
    id: 'integrations',
    name: 'Integrations',
    description: 'API keys of the ERP, punchout buyers and the delivery calendar.',
    permissions: ['manage-integrations', 'manage-punchout-buyers', 'manage-calendar'],
  },
];

/** The role a set of permissions is exactly, or null when it is a role with per-person changes (or none). */
export function roleOfPermissions(permissions: readonly string[]): StaffRole | null {
  const held = new Set(permissions);
  return (
    STAFF_ROLES.find(
      (role) => role.permissions.length === held.size && role.permissions.every((p) => held.has(p)),
    ) ?? null
  );
}

/** A role's permissions with per-person changes applied, in the order of STAFF_PERMISSIONS. */
export function permissionsWithChanges(
  base: readonly StaffPermission[],
  changes: { grant?: readonly StaffPermission[]; revoke?: readonly StaffPermission[] },
): StaffPermission[] {
  const held = new Set<StaffPermission>([...base, ...(changes.grant ?? [])]);
  for (const permission of changes.revoke ?? []) held.delete(permission);
  return STAFF_PERMISSIONS.filter((p) => held.has(p));
}
