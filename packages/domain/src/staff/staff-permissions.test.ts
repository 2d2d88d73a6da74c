import { describe, expect, it } from 'vitest';
import { hasStaffPermission, isStaffPermission, STAFF_PERMISSIONS } from './staff-permissions.ts';

describe('hasStaffPermission', () => {
  it.each([
    { isStaff: true, staffPermissions: ['impersonate'], permission: 'impersonate', expected: true },
    { isStaff: true, staffPermissions: ['impersonate'], permission: 'manage-orders', expected: false },
    { isStaff: true, staffPermissions: [], permission: 'impersonate', expected: false },
    { isStaff: false, staffPermissions: ['impersonate'], permission: 'impersonate', expected: false },
    { isStaff: false, staffPermissions: [], permission: 'view-analytics', expected: false },
  ] as const)(
    'staff $isStaff with $staffPermissions asking $permission: $expected',
    ({ isStaff, staffPermissions, permission, expected }) => {
      expect(hasStaffPermission({ isStaff, staffPermissions }, permission)).toBe(expected);
    },
  );
});

describe('isStaffPermission', () => {
  it('knows every listed permission and nothing else', () => {
    for (const permission of STAFF_PERMISSIONS) expect(isStaffPermission(permission)).toBe(true);
    expect(isStaffPermission('delete-everything')).toBe(false);
    expect(isStaffPermission('')).toBe(false);
  });
});
