import type { ListFrameTexts } from '@storefront/shared/ui/admin/list/list-frame';

/** A remote's translate function (its own namespace). */
type Translate = (key: string) => string;

// The names the back-office remotes give a list's messages inside its group. `check-messages`
// reads a call of the helpers below that names its group as asking for exactly these keys.
export const LIST_TEXT_KEYS = ['rows', 'none', 'notFound'] as const;
export const SEARCH_TEXT_KEYS = ['searchLabel', 'searchPlaceholder'] as const;
/** One failed-load text for every list of a remote. */
export const LOAD_ERROR_KEY = 'common.loadError';

/**
 * `ListFrame`'s texts of a list whose messages follow the remotes' one naming: `<group>.rows`
 * (the rows' accessible name), `<group>.none`, `<group>.notFound`, and `common.loadError`.
 */
export function listTexts(t: Translate, group: string): ListFrameTexts {
  return {
    rows: t(`${group}.rows`),
    none: t(`${group}.none`),
    notFound: t(`${group}.notFound`),
    error: t(LOAD_ERROR_KEY),
  };
}

/** `FilterBar`'s search box of the same list: `<group>.searchLabel`, `<group>.searchPlaceholder`. */
export function searchTexts(t: Translate, group: string): { label: string; placeholder: string } {
  return { label: t(`${group}.searchLabel`), placeholder: t(`${group}.searchPlaceholder`) };
}
