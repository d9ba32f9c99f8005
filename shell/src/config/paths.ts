/** Every path the shell itself links to or redirects to (spec section 2). */
export const paths = {
  home: '/',
  products: '/products',
  reviews: '/reviews',
  rules: '/rules',
  contacts: '/contacts',
  login: '/login',
  register: '/register',
  userFinance: '/user/finance',
  userOrders: '/user/orders',
  userTickets: '/user/tickets',
  userSettings: '/user/settings',
  adminHome: '/admin/statistics',
} as const;

/** Pages where the mobile header controls would only distract from the form (spec 2.4). */
export const AUTH_FORM_PATHS: readonly string[] = [paths.login, paths.register];

/** Spec section 4: an admin landing here is sent on to the admin area. */
export const ADMIN_REDIRECT_FROM: readonly string[] = [paths.home, paths.login];

/** Spec section 9: admin redirect delay. */
export const ADMIN_REDIRECT_DELAY_MS = 100;
