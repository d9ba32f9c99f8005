/**
 * A login as a person typed it → the login we store, or a 422 naming the field. Compatibility
 * forms are folded (NFKC: a full-width "ｒｏｏｔ" is "root"), ends trimmed; invisible,
 * control and direction characters and a mix of alphabets are refused, since each makes a
 * login that lists beside another looking identical.
 */
import { loginProblem, normalizeLogin } from '@storefront/shared/text-safety';
import { MESSAGES } from '../i18n/messages.ts';
import { invalidField } from './http-errors.ts';

export function checkedLogin(raw: string, loc: (string | number)[]): string {
  const login = normalizeLogin(raw);
  const problem = loginProblem(login);
  if (problem) {
    const type =
      problem === 'invisible' ? 'value_error.invisible_characters' : 'value_error.mixed_script';
    throw invalidField(loc, MESSAGES.login[problem], type);
  }
  return login;
}
