/**
 * How deeply a JSON text nests, found by one pass over its characters before anything parses
 * or walks it: a hostile body of 8,000 `[` costs a parser and every recursive walk after it
 * (ajv, our guards, serializers) time quadratic in depth, or the stack. Strings are skipped
 * with their escapes, so brackets inside text do not count. Malformed text is left for
 * JSON.parse to refuse; this only answers whether the limit is passed.
 */
const OPEN_ARRAY = 0x5b; // [
const OPEN_OBJECT = 0x7b; // {
const CLOSE_ARRAY = 0x5d; // ]
const CLOSE_OBJECT = 0x7d; // }
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

export function exceedsJsonDepth(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > maxDepth) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      depth--;
    }
  }
  return false;
}
