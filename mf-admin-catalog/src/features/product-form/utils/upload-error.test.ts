import { ApiError } from '@storefront/shared/api-client';
import { i18n } from '@storefront/shared/i18n';
import { CATALOG_NAMESPACE } from '../../../i18n';
import { messageText } from '../../../utils/error-text';
import { uploadErrorMessage } from './upload-error';

const shown = (error: unknown) =>
  messageText(i18n.getFixedT('ru', CATALOG_NAMESPACE), uploadErrorMessage(error));

describe('an upload failure', () => {
  it('adds the server’s reason when it refused the file', () => {
    const refused = new ApiError(415, 'Файл повреждён или не является изображением');
    expect(shown(refused)).toBe(
      'Ошибка загрузки изображения: Файл повреждён или не является изображением',
    );
  });

  it('says only that it failed when the server failed, or gave no reason in words', () => {
    expect(shown(new ApiError(500, 'disk full'))).toBe('Ошибка загрузки изображения');
    expect(shown(new ApiError(422, [{ loc: ['body', 'file'], msg: 'x', type: 'y' }]))).toBe(
      'Ошибка загрузки изображения',
    );
    expect(shown(new TypeError('Failed to fetch'))).toBe('Ошибка загрузки изображения');
  });
});
