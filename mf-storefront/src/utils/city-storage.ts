import { CITY_COOKIE } from '@storefront/shared/contract/values';

/** shop-spec 1.2: the chosen city survives visits (localStorage `city_id`). */
export const CITY_STORAGE_KEY = 'city_id';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** A city id as the URL, the cookie or storage spell it: digits only, else null. */
export function parseCityId(value: string | null | undefined): number | null {
  if (!value || !/^[1-9][0-9]{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

function readCookie(): number | null {
  const prefix = `${CITY_COOKIE}=`;
  const entry = document.cookie.split(/;\s*/).find((part) => part.startsWith(prefix));
  return parseCityId(entry?.slice(prefix.length));
}

function writeCookie(id: number) {
  // The server renders the public pages (issue 21): a request whose URL names no city takes it
  // from here, so it must reach every path and survive the browser's restart.
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in older Safari and Firefox; the value is digits.
  document.cookie = `${CITY_COOKIE}=${id}; path=/; max-age=${YEAR_SECONDS}; SameSite=Lax${secure}`;
}

/**
 * The city remembered from an earlier visit: the cookie (what the server sees), else
 * localStorage (a visit from before the cookie existed, which the cookie then learns).
 * Browser-only: called from effects, never while rendering.
 */
export function readRememberedCity(): number | null {
  try {
    const fromCookie = readCookie();
    if (fromCookie !== null) return fromCookie;
    const stored = parseCityId(localStorage.getItem(CITY_STORAGE_KEY));
    if (stored !== null) writeCookie(stored);
    return stored;
  } catch {
    return null; // storage or cookies blocked: every visit is a first visit
  }
}

/** A city the visitor chose: localStorage `city_id` (shop-spec) and the `city_id` cookie. */
export function rememberCity(id: number) {
  try {
    localStorage.setItem(CITY_STORAGE_KEY, String(id));
  } catch {
    // Not kept in storage; the cookie may still keep it.
  }
  try {
    writeCookie(id);
  } catch {
    // Not kept for the next visit; this one still uses it (it is in the URL).
  }
}
