import type { LedgerPage } from '@storefront/shared/contract/finance';
import { listCall, type PageQuery } from '@storefront/shared/data/list-call';

/** GET /finance/ledger?page&size: the caller's own entries, newest first. */
const ledger = listCall<PageQuery, LedgerPage>('/finance/ledger');

export const getLedger = ledger.get;
export const useLedger = ledger.use;
/** Every loaded page of the ledger asks again (a payment came through). */
export const revalidateLedger = ledger.revalidate;
