import { formatNumber } from '@storefront/shared/format/number';
import { UPLOAD_DEFAULT_MAX_BYTES } from '@storefront/shared/limits';
import { russianText } from '../../../i18n';
import type { Message } from '../../../utils/error-text';

const MAX_MB = Math.round(UPLOAD_DEFAULT_MAX_BYTES / (1024 * 1024));

const NOT_AN_IMAGE_KEY = 'productForm.images.notAnImage';
const TOO_LARGE_KEY = 'productForm.images.tooLarge';

// The Russian texts, as the tests of the spec's words read them.
export const NOT_AN_IMAGE = russianText(NOT_AN_IMAGE_KEY);
export const TOO_LARGE = russianText(TOO_LARGE_KEY, { mb: formatNumber(MAX_MB) });

/**
 * Checked before anything is sent, so a wrong file costs no upload. The API checks the real
 * content again and is the guard; this is for the user's convenience.
 */
export function checkImageFile(file: File): Message | null {
  if (!file.type.startsWith('image/')) return { key: NOT_AN_IMAGE_KEY };
  if (file.size === 0) return { key: 'productForm.images.emptyFile' };
  if (file.size > UPLOAD_DEFAULT_MAX_BYTES)
    return { key: TOO_LARGE_KEY, values: { mb: formatNumber(MAX_MB) } };
  return null;
}
