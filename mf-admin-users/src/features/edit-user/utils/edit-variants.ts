export type EditVariant = 'staff' | 'users';

/** Spec 2.7: what differs between the staff and the user edit page. */
export const EDIT_VARIANTS = {
  staff: { title: 'Ред. сотрудника', cardTitle: 'Смена роли', alwaysActive: true },
  users: { title: 'Ред. пользователя', cardTitle: 'Управление пользователем', alwaysActive: false },
} as const satisfies Record<
  EditVariant,
  { title: string; cardTitle: string; alwaysActive: boolean }
>;

/** A positive whole id from the address, else null (then nothing is fetched). */
export function parseUserId(raw: string | undefined): number | null {
  const id = Number(raw);
  return raw && /^\d+$/.test(raw) && Number.isSafeInteger(id) && id > 0 ? id : null;
}
