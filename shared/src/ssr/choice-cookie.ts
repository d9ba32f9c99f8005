/**
 * A visitor's choice told to the server (issue 21): the public pages are rendered in the
 * visitor's language and theme, read from these cookies as the page's scripts read localStorage.
 * A year, the whole site, sent on top-level navigations only.
 */
export function rememberForServer(name: string, value: string): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in older Safari and Firefox; the values are short keywords ('ru', 'dark').
  document.cookie = `${name}=${value}; path=/; max-age=31536000; samesite=lax${secure}`;
}
