/** Text fields whose limits count characters after trimming (tickets, reviews, settings). */
import type { Message } from '../i18n/message.ts';
import { invalidField } from './http-errors.ts';

/** Characters, not UTF-16 units: an emoji counts once, as the clients count it. */
export const characterCount = (text: string) => [...text].length;

/** `text` trimmed, within min..max characters, else a 422 on `field` saying `msg`. */
export function trimmedText(text: string, field: string, min: number, max: number, msg: Message) {
  const trimmed = text.trim();
  const length = characterCount(trimmed);
  if (length < min || length > max) throw invalidField(['body', field], msg);
  return trimmed;
}
