import formbody from '@fastify/formbody';

/** POST /auth/token is an OAuth2 password form: application/x-www-form-urlencoded. */
export default formbody;
export const autoConfig = { bodyLimit: 16 * 1024 };
