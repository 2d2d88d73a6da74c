import { describe, expect, it } from 'vitest';
import { STAFF_PERMISSIONS } from './staff-permissions.ts';
import { permissionsWithChanges, roleOfPermissions, STAFF_ROLES } from './staff-roles.ts';

describe('STAFF_ROLES', () => {
  it('gives the administrator every permission, manage-staff included', () => {
    expect(STAFF_ROLES[0]!.permissions).toEqual(STAFF_PERMISSIONS);
  });

  it('are told apart by their permissions alone', () => {
    const sets = STAFF_ROLES.map((role) => [...role.permissions].sort().join(','));
    expect(new Set(sets).size).toBe(STAFF_ROLES.length);
  });
});

describe('roleOfPermissions', () => {
  it('names the role a set is exactly, in any order', () => {
    expect(roleOfPermissions(['impersonate', 'manage-customers', 'manage-orders'])?.id).toBe(
      'customer-service',
    );
  });

  it('names none for a role with a change, or for no permission', () => {
    expect(roleOfPermissions(['impersonate', 'manage-customers'])).toBeNull();
    expect(roleOfPermissions([])).toBeNull();
  });
});

describe('permissionsWithChanges', () => {
  it('adds and takes per person, in the canonical order, without duplicates', () => {
    expect(
      permissionsWithChanges(['manage-orders', 'impersonate'], {
        grant: ['view-analytics', 'manage-orders'],
        revoke: ['impersonate'],
      }),
    ).toEqual(['manage-orders', 'view-analytics']);
  });
});
