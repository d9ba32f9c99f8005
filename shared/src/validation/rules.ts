import { t } from '../text/shared-t';
import { LOGIN_LIMITS, PASSWORD_CHANGE_LIMITS, REGISTRATION_LIMITS } from './limits';
import { type LoginProblem, loginProblem, normalizeLogin } from './text-safety';

/**
 * Client-side checks of spec section 5, returning the first message per field in the language
 * shown (they run at submit time and on each change after it). They exist for the user's
 * convenience; the API enforces the same limits.
 */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export interface LoginInput {
  username: string;
  password: string;
}

export function validateLogin({ username, password }: LoginInput): FieldErrors<keyof LoginInput> {
  const errors: FieldErrors<keyof LoginInput> = {};
  if (!username.trim()) errors.username = t('validation.usernameRequired');
  else if (username.length > LOGIN_LIMITS.usernameMax) {
    errors.username = t('validation.usernameTooLong');
  }
  if (!password) errors.password = t('validation.passwordRequired');
  else if (password.length > LOGIN_LIMITS.passwordMax) {
    errors.password = t('validation.passwordTooLong');
  }
  return errors;
}

// The API answers the same refusals with text-safety's Russian constants (or, through
// Accept-Language, in the visitor's language); a form says them before sending.
const LOGIN_PROBLEM_KEYS: Record<LoginProblem, string> = {
  invisible: 'validation.loginInvisible',
  mixedScript: 'validation.loginMixedScript',
};

/** Why a login cannot be registered (see `loginProblem`), in the language shown. */
export function loginProblemMessage(problem: LoginProblem): string {
  return t(LOGIN_PROBLEM_KEYS[problem]);
}

/** The refusal of a name with invisible or control characters, in the language shown. */
export function visibleTextMessage(): string {
  return t('validation.textInvisible');
}

export interface RegistrationInput {
  username: string;
  password: string;
  confirmPassword: string;
}

export function validateRegistration(
  input: RegistrationInput,
): FieldErrors<keyof RegistrationInput> {
  const errors: FieldErrors<keyof RegistrationInput> = {};
  const problem = loginProblem(normalizeLogin(input.username));
  if (input.username.trim().length < REGISTRATION_LIMITS.usernameMin) {
    errors.username = t('validation.usernameTooShort');
  } else if (problem) {
    errors.username = loginProblemMessage(problem);
  }
  if (input.password.length < REGISTRATION_LIMITS.passwordMin) {
    errors.password = t('validation.passwordTooShort');
  }
  if (input.confirmPassword !== input.password) {
    errors.confirmPassword = t('validation.passwordsDiffer');
  }
  return errors;
}

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function validateChangePassword(
  input: ChangePasswordInput,
): FieldErrors<keyof ChangePasswordInput> {
  const errors: FieldErrors<keyof ChangePasswordInput> = {};
  const limits = PASSWORD_CHANGE_LIMITS;
  if (!input.currentPassword) errors.currentPassword = t('validation.currentPasswordRequired');
  else if (input.currentPassword.length > limits.currentMax) {
    errors.currentPassword = t('validation.passwordTooLong');
  }
  if (input.newPassword.length < limits.newMin) {
    errors.newPassword = t('validation.newPasswordTooShort');
  } else if (input.newPassword.length > limits.newMax) {
    errors.newPassword = t('validation.passwordTooLong');
  }
  if (!input.confirmPassword) errors.confirmPassword = t('validation.confirmationRequired');
  else if (input.confirmPassword !== input.newPassword) {
    errors.confirmPassword = t('validation.passwordsDiffer');
  }
  return errors;
}

export function hasErrors(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).some(Boolean);
}
