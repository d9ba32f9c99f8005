export type EditVariant = 'staff' | 'users';

/** Spec 2.7: what differs between the staff and the user edit page (texts as message keys). */
export const EDIT_VARIANTS = {
  staff: {
    title: 'editUser.titles.staff',
    cardTitle: 'editUser.cardTitles.staff',
    alwaysActive: true,
  },
  users: {
    title: 'editUser.titles.users',
    cardTitle: 'editUser.cardTitles.users',
    alwaysActive: false,
  },
} as const satisfies Record<
  EditVariant,
  { title: string; cardTitle: string; alwaysActive: boolean }
>;
