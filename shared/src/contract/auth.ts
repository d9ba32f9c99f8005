/**
 * Payloads of the authentication calls (spec sections 3, 5, 7). Limits come from the shared
 * module the client forms use, so both sides agree; the API is the real guard.
 */

import { type Static, Type } from 'typebox';
import {
  LOGIN_LIMITS,
  PASSWORD_CHANGE_LIMITS,
  REGISTRATION_LIMITS,
  USERNAME_MAX,
} from '../validation/limits';
import { NullableString, strict } from './common';
import { LanguageSchema } from './users';

export const REFERRAL_CODE_MAX = 64;

/** OAuth2 password form; the optional fields let swagger-ui's "Authorize" dialog log in. */
export const TokenForm = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: LOGIN_LIMITS.usernameMax }),
    password: Type.String({ minLength: 1, maxLength: LOGIN_LIMITS.passwordMax }),
    grant_type: Type.Optional(Type.String({ pattern: '^password$' })),
    scope: Type.Optional(Type.String({ maxLength: 1024 })),
    client_id: Type.Optional(Type.String({ maxLength: 256 })),
    client_secret: Type.Optional(Type.String({ maxLength: 256 })),
  },
  strict,
);
export type TokenForm = Static<typeof TokenForm>;

export const TokenResponse = Type.Object({
  access_token: Type.String(),
  token_type: Type.Literal('bearer'),
});
export type TokenResponse = Static<typeof TokenResponse>;

export const RegisterBody = Type.Object(
  {
    username: Type.String({
      minLength: REGISTRATION_LIMITS.usernameMin,
      maxLength: USERNAME_MAX,
    }),
    password: Type.String({
      minLength: REGISTRATION_LIMITS.passwordMin,
      maxLength: LOGIN_LIMITS.passwordMax,
    }),
    referral_code: Type.Optional(NullableString({ maxLength: REFERRAL_CODE_MAX })),
    /** The language the visitor was using (issue 21); without it the account never chose. */
    language: Type.Optional(LanguageSchema),
  },
  strict,
);
export type RegisterBody = Static<typeof RegisterBody>;

export const UpdateMeBody = Type.Object(
  {
    timezone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    language: Type.Optional(LanguageSchema),
  },
  strict,
);
export type UpdateMeBody = Static<typeof UpdateMeBody>;

export const ChangePasswordBody = Type.Object(
  {
    current_password: Type.String({ minLength: 1, maxLength: PASSWORD_CHANGE_LIMITS.currentMax }),
    new_password: Type.String({
      minLength: PASSWORD_CHANGE_LIMITS.newMin,
      maxLength: PASSWORD_CHANGE_LIMITS.newMax,
    }),
  },
  strict,
);
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

/** The old tokens die with the change; the fresh one keeps the current session signed in. */
export const ChangePasswordResponse = Type.Object({
  detail: Type.String(),
  access_token: Type.String(),
  token_type: Type.Literal('bearer'),
});
export type ChangePasswordResponse = Static<typeof ChangePasswordResponse>;
