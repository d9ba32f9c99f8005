/** The journals' search calls take at most 100 characters (the API's schema); more is a 422. */
const SEARCH_MAX = 100;

/** What a typed search sends: trimmed, cut to what the API accepts; '' for none. */
export function searchText(typed: string): string {
  return typed.trim().slice(0, SEARCH_MAX);
}
