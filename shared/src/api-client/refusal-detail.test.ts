import { ApiError, refusalDetail } from './api-error';

describe('refusalDetail', () => {
  it("answers the server's detail text", () => {
    expect(refusalDetail(new ApiError(409, 'Вы уже оставили отзыв'))).toBe('Вы уже оставили отзыв');
  });

  it("joins a 422's field messages", () => {
    const issues = [
      { loc: ['body', 'subject'], msg: 'Тема — от 3 до 120 символов', type: 'value_error' },
      { loc: ['body', 'text'], msg: ' ', type: 'value_error' },
      { loc: ['body', 'text'], msg: 'Напишите сообщение', type: 'value_error' },
    ];
    expect(refusalDetail(new ApiError(422, issues))).toBe(
      'Тема — от 3 до 120 символов; Напишите сообщение',
    );
  });

  it('is null when nothing readable was said', () => {
    expect(refusalDetail(new ApiError(400, '  '))).toBeNull();
    expect(refusalDetail(new ApiError(422, []))).toBeNull();
    expect(refusalDetail(new Error('network'))).toBeNull();
  });
});
