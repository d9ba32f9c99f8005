import { validateNewUser } from './validate-new-user';

describe('validateNewUser', () => {
  it.each(['users', 'staff'] as const)('refuses look-alike logins in the %s dialog', (variant) => {
    const password = 'secret-1';
    expect(validateNewUser(variant, { username: '\u202Eroot', password })).toEqual({
      field: 'username',
      message: 'Логин не должен содержать невидимых и управляющих символов',
    });
    expect(validateNewUser(variant, { username: 'r\u043eot', password })?.message).toBe(
      'Логин не должен смешивать буквы разных алфавитов (латиницу и кириллицу)',
    );
    expect(validateNewUser(variant, { username: 'ivan', password })).toBeNull();
  });
});
