import { UPLOAD_DEFAULT_MAX_BYTES } from '@storefront/shared/limits';

const MAX_MB = Math.round(UPLOAD_DEFAULT_MAX_BYTES / (1024 * 1024));

export const NOT_AN_IMAGE = 'Можно выбрать только изображение';
export const TOO_LARGE = `Файл слишком большой: не более ${MAX_MB} МБ`;
export const EMPTY_FILE = 'Файл пуст';

/**
 * Checked before anything is sent, so a wrong file costs no upload. The API checks the real
 * content again and is the guard; this is for the user's convenience.
 */
export function checkImageFile(file: File): string | null {
  if (!file.type.startsWith('image/')) return NOT_AN_IMAGE;
  if (file.size === 0) return EMPTY_FILE;
  if (file.size > UPLOAD_DEFAULT_MAX_BYTES) return TOO_LARGE;
  return null;
}
