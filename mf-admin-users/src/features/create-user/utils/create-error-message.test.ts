import { ApiError } from '@storefront/shared/api-client';
import { createErrorMessage } from './create-error-message';

describe('create error message (spec 8)', () => {
  it.each([
    [
      'a duplicate login',
      new ApiError(400, 'Username already taken'),
      'Ошибка: Пользователь с таким логином уже существует!',
    ],
    [
      'a 400 without a detail',
      new ApiError(400, undefined),
      'Ошибка: Неверные данные пользователя!',
    ],
    ['a text detail', new ApiError(403, 'Недостаточно прав'), 'Ошибка: Недостаточно прав'],
    [
      'a 500 without a detail',
      new ApiError(500, undefined),
      'Ошибка при создании пользователя: HTTP error! status: 500',
    ],
    [
      'something that is not an error',
      undefined,
      'Ошибка при создании пользователя: Неизвестная ошибка',
    ],
  ])('maps %s', (_case, error, expected) => {
    expect(createErrorMessage(error)).toBe(expected);
  });

  it('lists validation issues by field', () => {
    const error = new ApiError(422, [
      { loc: ['body', 'username'], msg: 'слишком длинный', type: 'string' },
      { loc: ['body', 'password'], msg: 'слишком короткий', type: 'string' },
    ]);
    expect(createErrorMessage(error)).toBe(
      'Ошибка валидации:\nЛогин: слишком длинный\nПароль: слишком короткий',
    );
  });
});
