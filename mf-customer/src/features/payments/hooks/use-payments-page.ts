import { readPage, useUrlQuery } from '@storefront/shared/hooks/use-url-query';
import { useCallback, useEffect } from 'react';

/** The query key of the list's page: the ledger below already owns `page`. */
export const PAYMENTS_PAGE_PARAM = 'payments_page';

/**
 * Fewer than the ledger's 20: the list sits above the invitation and the ledger, and what it is
 * for (a pending payment, a recent one) is at its top.
 */
export const PAYMENTS_PAGE_SIZE = 10;

/** The list's page in the URL (reload and Back keep it), leaving the ledger's page alone. */
export function usePaymentsPage() {
  const { params, update } = useUrlQuery();
  const page = readPage(params, PAYMENTS_PAGE_PARAM);
  const setPage = useCallback(
    (next: number, { replace = false } = {}) =>
      update({ [PAYMENTS_PAGE_PARAM]: next === 1 ? null : next }, { keepPage: true, replace }),
    [update],
  );
  return { page, size: PAYMENTS_PAGE_SIZE, setPage };
}

/** A page past the end (a shorter list) moves to the last one. */
export function useClampPaymentsPage(
  { page, setPage }: Pick<ReturnType<typeof usePaymentsPage>, 'page' | 'setPage'>,
  pages: number | undefined,
) {
  useEffect(() => {
    if (pages && page > pages) setPage(pages, { replace: true });
  }, [page, pages, setPage]);
}
