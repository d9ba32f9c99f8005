/** The list calls take at most 100 characters of search (the API's schema); more is a 422. */
const SEARCH_MAX = 100;

/** A control character (a pasted tab): the API's schema refuses any in a search. */
const isControl = (char: string) => {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
};

/** What a typed search sends: control characters as spaces, trimmed, cut to what the API accepts. */
export function searchText(typed: string): string {
  const clean = Array.from(typed, (char) => (isControl(char) ? ' ' : char)).join('');
  return clean.trim().slice(0, SEARCH_MAX);
}
