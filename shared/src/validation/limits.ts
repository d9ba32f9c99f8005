/**
 * Length limits of spec section 9. The client forms check them for the user's convenience;
 * the API builds its TypeBox schemas from the same numbers and is the real guard.
 */
export const LOGIN_LIMITS = { usernameMax: 128, passwordMax: 256 } as const;

export const REGISTRATION_LIMITS = { usernameMin: 3, passwordMin: 6 } as const;

export const PASSWORD_CHANGE_LIMITS = { currentMax: 256, newMin: 8, newMax: 256 } as const;

/** Server-side ceilings the spec leaves open: a registered username still has to fit a row. */
export const USERNAME_MAX = 50;

export const USER_CREATE_LIMITS = {
  usernameMin: 1,
  usernameMax: USERNAME_MAX,
  passwordMin: 6,
  passwordMax: 100,
} as const;

export const PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** Ceilings the spec leaves open for catalog names and texts; the API refuses longer with 422. */
export const CATALOG_LIMITS = { nameMax: 200, descriptionMax: 5000 } as const;

/** Default upload ceiling (issue 4); the API reads UPLOAD_MAX_BYTES to change it. */
export const UPLOAD_DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
