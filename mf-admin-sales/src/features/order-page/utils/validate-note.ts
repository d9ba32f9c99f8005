import { ORDER_NOTE_LIMITS } from '@storefront/shared/limits';

/** Characters as the server counts them: after trimming, code points (an emoji is one). */
export function noteLength(text: string): number {
  return Array.from(text.trim()).length;
}

/** The message key of what is wrong with a note, or null: the server's own checks, before it. */
export function validateNote(
  text: string,
): 'orderPage.note.errors.required' | 'orderPage.note.errors.tooLong' | null {
  const length = noteLength(text);
  if (length < ORDER_NOTE_LIMITS.textMin) return 'orderPage.note.errors.required';
  if (length > ORDER_NOTE_LIMITS.textMax) return 'orderPage.note.errors.tooLong';
  return null;
}
