import { USER_CREATE_LIMITS } from '@storefront/shared/limits';
import { LOGIN_MESSAGES, loginProblem, normalizeLogin } from '@storefront/shared/text-safety';

export type CreateVariant = 'users' | 'staff';

export interface NewUserInput {
  username: string;
  password: string;
}

export interface InputProblem {
  message: string;
  field: keyof NewUserInput;
}

const { usernameMin, usernameMax, passwordMin, passwordMax } = USER_CREATE_LIMITS;

function inputProblem({ username, password }: NewUserInput): InputProblem | null {
  const login = username.trim();
  if (login.length < usernameMin || login.length > usernameMax) {
    return { field: 'username', message: 'Логин должен содержать от 1 до 50 символов' };
  }
  if (password.length < passwordMin || password.length > passwordMax) {
    return { field: 'password', message: 'Пароль должен содержать от 6 до 100 символов' };
  }
  // The server's rule for look-alike logins, mirrored so the dialog says it before sending.
  const problem = loginProblem(normalizeLogin(username));
  return problem ? { field: 'username', message: LOGIN_MESSAGES[problem] } : null;
}

/** Spec 5, users create. */
function validateUsersCreate(input: NewUserInput): InputProblem | null {
  if (!input.username.trim())
    return { field: 'username', message: 'Пожалуйста, заполните все поля' };
  if (!input.password) return { field: 'password', message: 'Пожалуйста, заполните все поля' };
  return inputProblem(input);
}

/**
 * Spec 5, staff create. The spec lists no upper limits here; the users dialog's texts cover
 * them, so an overlong login is caught before the server's 422.
 */
function validateStaffCreate(input: NewUserInput): InputProblem | null {
  if (!input.username.trim()) {
    return { field: 'username', message: 'Ошибка: Логин не может быть пустым!' };
  }
  if (!input.password)
    return { field: 'password', message: 'Ошибка: Пароль не может быть пустым!' };
  if (input.password.length < passwordMin) {
    return { field: 'password', message: 'Ошибка: Пароль должен содержать минимум 6 символов!' };
  }
  return inputProblem(input);
}

/** The first problem of the input, in the order the fields appear. */
export function validateNewUser(variant: CreateVariant, input: NewUserInput): InputProblem | null {
  return variant === 'staff' ? validateStaffCreate(input) : validateUsersCreate(input);
}
