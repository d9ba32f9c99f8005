import { ApiError } from '@storefront/shared/api-client';
import { wizardErrorMessage } from './wizard-error-message';

describe('wizardErrorMessage (spec 8)', () => {
  it.each([
    [
      new ApiError(401, 'Could not validate credentials'),
      '❌ Ошибка авторизации. Пожалуйста, войдите в систему заново.',
    ],
    [
      new ApiError(400, 'Request validation failed'),
      '❌ Ошибка валидации данных. Проверьте заполненные поля.',
    ],
    [
      new ApiError(422, [{ loc: ['body', 'name'], msg: 'short', type: 'minLength' }]),
      '❌ Ошибка валидации данных. Проверьте заполненные поля.',
    ],
    [
      new ApiError(400, 'Купон с кодом A1 уже существует'),
      '❌ Ошибка создания купона: Купон с кодом A1 уже существует',
    ],
    [new ApiError(500, undefined), '❌ Ошибка создания купона: Ошибка создания купона'],
    [
      new ApiError(503, undefined),
      '❌ Ошибка создания купона: Сервер временно недоступен. Попробуйте ещё раз позже.',
    ],
    [new Error(''), '❌ Ошибка создания купона: Неизвестная ошибка'],
  ])('%s', (error, message) => {
    expect(wizardErrorMessage(error)).toBe(message);
  });
});
