import { useLocation, useSearchParams } from '@storefront/shared/router';
import { useCallback } from 'react';

export type QueryChanges = Record<string, string | number | null | undefined>;

export interface UpdateOptions {
  /** Replace the history entry instead of adding one (debounced typing). */
  replace?: boolean;
  /** Keep the current page; otherwise any change other than the page itself goes to page 1. */
  keepPage?: boolean;
}

/**
 * List state in the URL query (ARCHITECTURE 4), so reload and Back show the same list.
 * Empty values and page 1 are dropped, keeping addresses short and canonical: one rule for
 * every back-office list, so their addresses read alike. `pageKey` names the list's page where
 * the address holds two paged lists (the customer's payments beside the ledger).
 */
export function useUrlQuery(pageKey = 'page') {
  const [params, setParams] = useSearchParams();
  // The history entry's state (where the page was opened from: 'Назад к городам', the edit
  // pages' way back) belongs to the page, not to one query: a search or a page keeps it.
  const { state } = useLocation();

  const update = useCallback(
    (changes: QueryChanges, { replace = false, keepPage = false }: UpdateOptions = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (!keepPage && !(pageKey in changes)) next.delete(pageKey);
          for (const [key, value] of Object.entries(changes)) {
            const text = value === null || value === undefined ? '' : String(value);
            if (!text || (key === pageKey && text === '1')) next.delete(key);
            else next.set(key, text);
          }
          return next;
        },
        { replace, state },
      );
    },
    [setParams, state, pageKey],
  );

  return { params, update };
}

/** A positive whole page number from the query; anything else is page 1. */
export function readPage(params: URLSearchParams, key = 'page'): number {
  const page = Number(params.get(key));
  return Number.isInteger(page) && page > 0 ? page : 1;
}
