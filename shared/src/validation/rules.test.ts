import { hasErrors, validateChangePassword, validateLogin, validateRegistration } from './rules';

describe('login rules', () => {
  it('requires both fields', () => {
    expect(validateLogin({ username: ' ', password: '' })).toEqual({
      username: 'Логин обязателен',
      password: 'Пароль обязателен',
    });
  });

  it('limits username to 128 and password to 256', () => {
    expect(validateLogin({ username: 'a'.repeat(128), password: 'p'.repeat(256) })).toEqual({});
    expect(validateLogin({ username: 'a'.repeat(129), password: 'p'.repeat(257) })).toEqual({
      username: 'Слишком длинный логин',
      password: 'Слишком длинный пароль',
    });
  });
});

describe('registration rules', () => {
  it('accepts the minimums', () => {
    const ok = { username: 'abc', password: '123456', confirmPassword: '123456' };
    expect(hasErrors(validateRegistration(ok))).toBe(false);
  });

  it('refuses a login with invisible characters or two alphabets, as the server does', () => {
    const base = { password: 'secret', confirmPassword: 'secret' };
    expect(validateRegistration({ ...base, username: 'root\u200b' }).username).toBe(
      'Логин не должен содержать невидимых и управляющих символов',
    );
    expect(validateRegistration({ ...base, username: 'r\u043eot' }).username).toBe(
      'Логин не должен смешивать буквы разных алфавитов (латиницу и кириллицу)',
    );
  });

  it('reports each rule with its text', () => {
    expect(
      validateRegistration({ username: 'ab', password: '12345', confirmPassword: 'x' }),
    ).toEqual({
      username: 'Имя пользователя должно содержать минимум 3 символа',
      password: 'Пароль должен содержать минимум 6 символов',
      confirmPassword: 'Пароли не совпадают',
    });
  });
});

describe('change password rules', () => {
  const valid = { currentPassword: 'old', newPassword: '12345678', confirmPassword: '12345678' };

  it('accepts a valid change', () => {
    expect(validateChangePassword(valid)).toEqual({});
  });

  it('needs the current password and a confirmation', () => {
    expect(validateChangePassword({ ...valid, currentPassword: '', confirmPassword: '' })).toEqual({
      currentPassword: 'Текущий пароль обязателен',
      confirmPassword: 'Подтверждение пароля обязательно',
    });
  });

  it('bounds the new password to 8..256 and the current to 256', () => {
    expect(validateChangePassword({ ...valid, newPassword: '1234567' }).newPassword).toBe(
      'Новый пароль должен содержать минимум 8 символов',
    );
    const long = 'p'.repeat(257);
    expect(validateChangePassword({ ...valid, newPassword: long, confirmPassword: long })).toEqual({
      newPassword: 'Слишком длинный пароль',
    });
    expect(validateChangePassword({ ...valid, currentPassword: long }).currentPassword).toBe(
      'Слишком длинный пароль',
    );
  });

  it('shows a mismatch on the confirmation field', () => {
    expect(validateChangePassword({ ...valid, confirmPassword: '87654321' })).toEqual({
      confirmPassword: 'Пароли не совпадают',
    });
  });
});
