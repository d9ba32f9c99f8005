/**
 * A text's length as the server counts it: characters after trimming the ends, so an emoji
 * is one character, not two UTF-16 units.
 */
export function textLength(text: string): number {
  return Array.from(text.trim()).length;
}
