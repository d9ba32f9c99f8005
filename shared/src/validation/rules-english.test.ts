import { changeLanguage, loadMessages } from '@storefront/shared/i18n';
import { SHARED_NAMESPACE } from '@storefront/shared/i18n/shared-messages';
import {
  loginProblemMessage,
  validateChangePassword,
  validateLogin,
  validateRegistration,
  visibleTextMessage,
} from './rules';
import { loginProblem, normalizeLogin } from './text-safety';

// The validators run at submit time, in the language shown; the form hook loads shared's
// messages before they run, as this does.
beforeEach(async () => {
  await changeLanguage('en');
  await loadMessages([SHARED_NAMESPACE]);
});

afterEach(async () => {
  await changeLanguage('ru');
});

it('words the sign-in rules in English', () => {
  expect(validateLogin({ username: ' ', password: '' })).toEqual({
    username: 'Username is required',
    password: 'Password is required',
  });
  expect(validateLogin({ username: 'a'.repeat(129), password: 'p'.repeat(257) })).toEqual({
    username: 'Username is too long',
    password: 'Password is too long',
  });
});

it('words the registration rules in English', () => {
  expect(validateRegistration({ username: 'ab', password: '12345', confirmPassword: 'x' })).toEqual(
    {
      username: 'Username must be at least 3 characters',
      password: 'Password must be at least 6 characters',
      confirmPassword: 'Passwords do not match',
    },
  );
  const base = { password: 'secret', confirmPassword: 'secret' };
  expect(validateRegistration({ ...base, username: 'r\u043eot' }).username).toBe(
    'Username must not mix letters of different alphabets (Latin and Cyrillic)',
  );
});

it('words the password change rules in English', () => {
  expect(
    validateChangePassword({ currentPassword: '', newPassword: '1234567', confirmPassword: '' }),
  ).toEqual({
    currentPassword: 'Current password is required',
    newPassword: 'New password must be at least 8 characters',
    confirmPassword: 'Please confirm the password',
  });
});

it('has a message for every login problem, in both languages', async () => {
  const problems = ['root\u200b', 'r\u043eot'].map((login) => loginProblem(normalizeLogin(login)));
  expect(problems).toEqual(['invisible', 'mixedScript']);
  expect(problems.map((problem) => problem && loginProblemMessage(problem))).toEqual([
    'Username must not contain invisible or control characters',
    'Username must not mix letters of different alphabets (Latin and Cyrillic)',
  ]);
  expect(visibleTextMessage()).toBe('Text must not contain invisible or control characters');
  await changeLanguage('ru');
  expect(loginProblemMessage('invisible')).toBe(
    'Логин не должен содержать невидимых и управляющих символов',
  );
  expect(visibleTextMessage()).toBe('Текст не должен содержать невидимых и управляющих символов');
});
