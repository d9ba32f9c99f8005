import { isApiError } from '@storefront/shared/api-client';
import { errorMessage, type Message } from '../../../utils/error-text';

const UPLOAD_FAILED_KEY = 'productForm.images.uploadFailed';
export const UPLOAD_FAILED: Message = { key: UPLOAD_FAILED_KEY };

/**
 * Why an image upload failed: the server's refusal of the file (a 4xx: too large, not an image,
 * written in the language of the request) or, for a failure of its own, our 'upload failed': a
 * 5xx 'disk full' tells a back-office user nothing they can act on.
 */
export function uploadErrorMessage(error: unknown): Message {
  const refused = isApiError(error) && error.status >= 400 && error.status < 500;
  return refused ? errorMessage(error, UPLOAD_FAILED_KEY) : UPLOAD_FAILED;
}
