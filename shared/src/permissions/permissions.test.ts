import {
  assignableRoles,
  canAssignRole,
  canCreateUsers,
  canManage,
  canManageUsers,
  isAdmin,
  normalizeRole,
} from './permissions';

const user = (id: number, role: string, is_superuser = false) => ({ id, role, is_superuser });

describe('permissions', () => {
  it('treats superusers, admins and the legacy UserRole.ADMIN as admins', () => {
    expect(isAdmin(user(1, 'customer', true))).toBe(true);
    expect(isAdmin(user(1, 'admin'))).toBe(true);
    expect(isAdmin(user(1, 'UserRole.ADMIN'))).toBe(true);
    expect(isAdmin(user(1, 'staff'))).toBe(false);
    expect(isAdmin(null)).toBe(false);
    expect(normalizeRole('bogus')).toBeUndefined();
  });

  it('lets a viewer manage only strictly lower, non-superuser targets, never themselves', () => {
    expect(canManage(user(1, 'staff'), user(2, 'executor'))).toBe(true);
    expect(canManage(user(1, 'staff'), user(2, 'staff'))).toBe(false);
    expect(canManage(user(1, 'admin'), user(2, 'customer', true))).toBe(false);
    expect(canManage(user(1, 'customer', true), user(2, 'admin', true))).toBe(true);
    expect(canManage(user(1, 'customer', true), user(1, 'customer', true))).toBe(false);
  });

  it('assigns only roles scored below the viewer', () => {
    expect(assignableRoles(user(1, 'staff'))).toEqual(['customer', 'executor']);
    expect(assignableRoles(user(1, 'admin'))).toEqual(['customer', 'executor', 'staff']);
    expect(assignableRoles(user(1, 'customer', true))).toEqual([
      'customer',
      'executor',
      'staff',
      'admin',
    ]);
    expect(canAssignRole(user(1, 'customer', true), 'bogus')).toBe(false);
  });

  it('lets admins and staff, not executors, reach the users screens', () => {
    expect(canManageUsers(user(1, 'staff'))).toBe(true);
    expect(canManageUsers(user(1, 'customer', true))).toBe(true);
    expect(canManageUsers(user(1, 'executor'))).toBe(false);
    expect(canManageUsers(null)).toBe(false);
  });

  it('lets anyone above customer create users', () => {
    expect(canCreateUsers(user(1, 'executor'))).toBe(true);
    expect(canCreateUsers(user(1, 'customer'))).toBe(false);
  });
});
