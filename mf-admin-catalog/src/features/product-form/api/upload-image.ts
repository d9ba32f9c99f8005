import { apiRequest } from '@storefront/shared/api-client';
import type { UploadResult } from '@storefront/shared/contract/uploads';

/** POST /upload/single, multipart field `file`; the answer's `url` goes into the product. */
export function uploadImage(file: File): Promise<UploadResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiRequest<UploadResult>('/upload/single', { method: 'POST', formData: form });
}
