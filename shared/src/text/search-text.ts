/**
 * The one rule for what a list's search box sends (issue 22). The API's list calls take at most
 * 100 characters of search, and most refuse control characters (`NO_CONTROL_CHARS` in the API's
 * schemas): a tab pasted from a spreadsheet answered 422 on the lists that only trimmed. Here a
 * control character becomes a space, the text is trimmed and cut to what the API takes.
 */
export const SEARCH_MAX = 100;

// Unicode's control characters: the ones the API refuses (U+0000–U+001F, U+007F) and C1.
const CONTROL = /\p{Cc}/gu;

/** What a typed search sends; '' for none. */
export function searchText(typed: string, max = SEARCH_MAX): string {
  return typed.replace(CONTROL, ' ').trim().slice(0, max).trim();
}
