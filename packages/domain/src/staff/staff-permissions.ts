/** What a staff member may do on the distributor's side (DESIGN.md section 5); each staff route names one. */
export const STAFF_PERMISSIONS = [
  'impersonate',
  'approve-applications',
  'manage-customers',
  'manage-orders',
  'edit-content',
  'author-messages',
  'manage-punchout-buyers',
  'manage-integrations',
  'view-analytics',
  'manage-catalog',
  'manage-calendar',
  'manage-staff',
] as const;

/** One staff permission. */
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

/** Who may be asked for a permission: a user, staff or not, with the permissions granted to them. */
export interface StaffMember {
  isStaff: boolean;
  staffPermissions: readonly string[];
}

/** Whether the user is staff and holds the permission; a customer holds none, whatever is stored. */
export function hasStaffPermission(user: StaffMember, permission: StaffPermission): boolean {
  return user.isStaff && user.staffPermissions.includes(permission);
}

/** Whether a stored value names a known permission (unknown names are ignored, never granted). */
export function isStaffPermission(value: string): value is StaffPermission {
  return (STAFF_PERMISSIONS as readonly string[]).includes(value);
}
