import type { Role } from '../contract/values';

/**
 * Role rules of spec section 6, in one pure module: the UI uses it to show or hide actions,
 * the API uses it to enforce them. Hiding a button is never the control; the API call is.
 */
export const ROLE_SCORES: Record<Role, number> = {
  customer: 1,
  executor: 10,
  staff: 50,
  admin: 80,
};

export const ROLES = Object.keys(ROLE_SCORES) as Role[];
export const STAFF_ROLES: Role[] = ['admin', 'staff', 'executor'];

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Администратор',
  staff: 'Персонал',
  executor: 'Исполнитель',
  customer: 'Клиент',
};

export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  admin: 'Полный доступ ко всем функциям',
  staff: 'Доступ к управлению контентом',
  executor: 'Доступ к выполнению задач',
  customer: 'Обычный пользователь',
};

/** The fields the rules read; both the current user and an admin user record carry them. */
export interface Actor {
  id: number;
  role: string;
  is_superuser: boolean;
}

/** Older servers answered 'UserRole.ADMIN'; the spec keeps accepting it. */
export function normalizeRole(role: string): Role | undefined {
  const plain = role.startsWith('UserRole.') ? role.slice('UserRole.'.length).toLowerCase() : role;
  return plain in ROLE_SCORES ? (plain as Role) : undefined;
}

export function roleScore(role: string): number {
  const known = normalizeRole(role);
  return known ? ROLE_SCORES[known] : 0;
}

export function isAdmin(user: Pick<Actor, 'role' | 'is_superuser'> | null | undefined): boolean {
  return !!user && (user.is_superuser || normalizeRole(user.role) === 'admin');
}

export function isStaffRole(role: string): boolean {
  const known = normalizeRole(role);
  return !!known && STAFF_ROLES.includes(known);
}

/**
 * Who reaches the users and staff screens: admins, and staff (score 50) who manage executors
 * and customers there. The per-row rules below still decide every action.
 */
export function canManageUsers(
  user: Pick<Actor, 'role' | 'is_superuser'> | null | undefined,
): boolean {
  return !!user && (isAdmin(user) || roleScore(user.role) >= ROLE_SCORES.staff);
}

/** Manage = edit, activate, deactivate, revoke. Nobody manages their own row. */
export function canManage(viewer: Actor, target: Actor): boolean {
  if (viewer.id === target.id) return false;
  if (viewer.is_superuser) return true;
  return !target.is_superuser && roleScore(viewer.role) > roleScore(target.role);
}

export function canAssignRole(viewer: Actor, role: string): boolean {
  if (viewer.is_superuser) return normalizeRole(role) !== undefined;
  return roleScore(viewer.role) > roleScore(role);
}

/** Only a superuser may make someone a superuser. */
export function canGrantSuperuser(viewer: Actor): boolean {
  return viewer.is_superuser;
}

export function canCreateUsers(viewer: Actor): boolean {
  return viewer.is_superuser || roleScore(viewer.role) > ROLE_SCORES.customer;
}

export function assignableRoles(viewer: Actor): Role[] {
  return ROLES.filter((role) => canAssignRole(viewer, role));
}

/**
 * Who may buy and so hold money in the shop (issue 20): everyone but admins. An admin's
 * purchase is refused, so the customer's money pages (top-up, ledger, invite) and POST
 * /payments are theirs alone; the shell's `buyer` guard and the API call this one rule.
 */
export function canBuy(user: Pick<Actor, 'role' | 'is_superuser'> | null | undefined): boolean {
  return !!user && !isAdmin(user);
}
