import { isApiError } from '@storefront/shared/api-client';
import type { Message } from '../../../utils/error-text';

export const UPLOAD_FAILED: Message = { key: 'productForm.images.uploadFailed' };

/**
 * Why an image upload failed. A refusal of the file (a 4xx: too large, not an image) adds the
 * server's reason, written in the language of the request, so the user knows what to change; a
 * failure of the server's own (a 5xx 'disk full') tells a back-office user nothing to act on.
 */
export function uploadErrorMessage(error: unknown): Message {
  const refused = isApiError(error) && error.status >= 400 && error.status < 500;
  const reason = refused && typeof error.detail === 'string' ? error.detail.trim() : '';
  return reason ? { key: 'productForm.images.uploadRefused', values: { reason } } : UPLOAD_FAILED;
}
