import { apiRequest } from '@storefront/shared/api-client';

/**
 * DELETE /upload/files/{filename}: cleanup of a file no product uses. Spec 7: errors are
 * ignored, since a file left behind harms nobody and the user has already moved on.
 */
export async function deleteUpload(filename: string): Promise<void> {
  try {
    await apiRequest<void>(`/upload/files/${encodeURIComponent(filename)}`, { method: 'DELETE' });
  } catch (error) {
    console.warn('Could not delete an uploaded file', filename, error);
  }
}
