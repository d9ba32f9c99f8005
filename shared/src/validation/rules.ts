import { LOGIN_LIMITS, PASSWORD_CHANGE_LIMITS, REGISTRATION_LIMITS } from './limits';
import { LOGIN_MESSAGES, loginProblem, normalizeLogin } from './text-safety';

/**
 * Client-side checks of spec section 5, returning the first message per field. They exist
 * for the user's convenience; the API enforces the same limits.
 */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export interface LoginInput {
  username: string;
  password: string;
}

export function validateLogin({ username, password }: LoginInput): FieldErrors<keyof LoginInput> {
  const errors: FieldErrors<keyof LoginInput> = {};
  if (!username.trim()) errors.username = 'Логин обязателен';
  else if (username.length > LOGIN_LIMITS.usernameMax) errors.username = 'Слишком длинный логин';
  if (!password) errors.password = 'Пароль обязателен';
  else if (password.length > LOGIN_LIMITS.passwordMax) errors.password = 'Слишком длинный пароль';
  return errors;
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
    errors.username = 'Имя пользователя должно содержать минимум 3 символа';
  } else if (problem) {
    errors.username = LOGIN_MESSAGES[problem];
  }
  if (input.password.length < REGISTRATION_LIMITS.passwordMin) {
    errors.password = 'Пароль должен содержать минимум 6 символов';
  }
  if (input.confirmPassword !== input.password) errors.confirmPassword = 'Пароли не совпадают';
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
  if (!input.currentPassword) errors.currentPassword = 'Текущий пароль обязателен';
  else if (input.currentPassword.length > limits.currentMax) {
    errors.currentPassword = 'Слишком длинный пароль';
  }
  if (input.newPassword.length < limits.newMin) {
    errors.newPassword = 'Новый пароль должен содержать минимум 8 символов';
  } else if (input.newPassword.length > limits.newMax) {
    errors.newPassword = 'Слишком длинный пароль';
  }
  if (!input.confirmPassword) errors.confirmPassword = 'Подтверждение пароля обязательно';
  else if (input.confirmPassword !== input.newPassword) {
    errors.confirmPassword = 'Пароли не совпадают';
  }
  return errors;
}

export function hasErrors(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).some(Boolean);
}
