import { USER_CREATE_LIMITS } from '@storefront/shared/limits';
import { loginProblem, normalizeLogin } from '@storefront/shared/text-safety';
import { currentTranslate, type Translate } from '../../../i18n';

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

function inputProblem({ username, password }: NewUserInput, t: Translate): InputProblem | null {
  const login = username.trim();
  if (login.length < usernameMin || login.length > usernameMax) {
    const message = t('createUser.errors.loginLength', { min: usernameMin, max: usernameMax });
    return { field: 'username', message };
  }
  if (password.length < passwordMin || password.length > passwordMax) {
    const message = t('createUser.errors.passwordLength', { min: passwordMin, max: passwordMax });
    return { field: 'password', message };
  }
  // The server's rule for look-alike logins, mirrored so the dialog says it before sending.
  const problem = loginProblem(normalizeLogin(username));
  return problem ? { field: 'username', message: t(`createUser.errors.login.${problem}`) } : null;
}

/** Spec 5, users create. */
function validateUsersCreate(input: NewUserInput, t: Translate): InputProblem | null {
  if (!input.username.trim()) return { field: 'username', message: t('createUser.errors.fillAll') };
  if (!input.password) return { field: 'password', message: t('createUser.errors.fillAll') };
  return inputProblem(input, t);
}

/**
 * Spec 5, staff create. The spec lists no upper limits here; the users dialog's texts cover
 * them, so an overlong login is caught before the server's 422.
 */
function validateStaffCreate(input: NewUserInput, t: Translate): InputProblem | null {
  if (!input.username.trim()) {
    return { field: 'username', message: t('createUser.errors.loginEmpty') };
  }
  if (!input.password) {
    return { field: 'password', message: t('createUser.errors.passwordEmpty') };
  }
  if (input.password.length < passwordMin) {
    const message = t('createUser.errors.passwordShort', { min: passwordMin });
    return { field: 'password', message };
  }
  return inputProblem(input, t);
}

/** The first problem of the input, in the order the fields appear, in `t`'s language. */
export function validateNewUser(
  variant: CreateVariant,
  input: NewUserInput,
  t: Translate = currentTranslate(),
): InputProblem | null {
  return variant === 'staff' ? validateStaffCreate(input, t) : validateUsersCreate(input, t);
}
