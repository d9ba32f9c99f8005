/** Limits small enough to reach in a test, shared by the in-memory and the Redis suites. */
export const SMALL_RATE_LIMITS = {
  loginPerUser: 3,
  loginPerIp: 5,
  loginWindowMs: 60_000,
  registerPerIp: 2,
  registerWindowMs: 600_000,
  passwordChangePerUser: 3,
  passwordChangeWindowMs: 900_000,
  couponCheckPerUser: 4,
  couponCheckPerIp: 6,
  couponCheckWindowMs: 60_000,
  ticketCreatePerUser: 3,
  ticketMessagePerUser: 4,
  ticketWindowMs: 600_000,
  ticketsOpenPerUser: 2,
};

export const TOO_MANY = { detail: 'Слишком много попыток. Попробуйте позже.' };
