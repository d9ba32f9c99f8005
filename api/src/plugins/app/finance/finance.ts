/**
 * Balances and the ledger (shop-spec 1.3): reading one's own, everyone's for admins, and the
 * admins' adjustment, which moves the balance through moveBalance like every other change.
 */

import type {
  AdminLedgerQuery,
  LedgerAdjustBody,
  LedgerEntry,
} from '@storefront/shared/contract/finance';
import { formatMoney } from '@storefront/shared/money';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../../db/schema/index.ts';
import { MESSAGES } from '../../../i18n/messages.ts';
import { invalidField, notFound } from '../../../lib/http-errors.ts';
import { kopecksOf } from '../../../lib/money-input.ts';
import type { Paging } from '../../../lib/paging.ts';
import { resourceLog } from '../activities/resource-log.ts';
import { domainPlugin } from '../domain-plugin.ts';
import { moveBalance } from './balances.ts';

declare module 'fastify' {
  interface FastifyInstance {
    finance: Finance;
  }
}

export function createFinance(fastify: FastifyInstance) {
  const db = fastify.db;
  const balances = fastify.balancesRepository;
  const log = resourceLog(fastify);

  return {
    async balance(user: UserRow) {
      return { balance: formatMoney(await balances.read(user.id)) };
    },

    myLedger: (user: UserRow, paging: Paging) => balances.page({ userId: user.id }, paging),

    ledger: (query: AdminLedgerQuery, paging: Paging) =>
      balances.page({ search: query.search, type: query.type }, paging),

    async adjust(viewer: UserRow, body: LedgerAdjustBody, ip: string): Promise<LedgerEntry> {
      const amount = kopecksOf(body.amount, 'amount', MESSAGES.amountFormat);
      if (amount === 0) throw invalidField(['body', 'amount'], MESSAGES.amountNotZero);
      const reason = body.reason.trim();
      if (!reason) throw invalidField(['body', 'reason'], MESSAGES.reasonRequired);
      const target = await fastify.usersRepository.findByUsername(body.username.trim());
      if (!target) throw notFound(MESSAGES.userNotFoundByLogin);
      const id = await db.transaction(async (tx) => {
        const entryId = await moveBalance(balances, tx, {
          userId: target.id,
          type: 'adjustment',
          amount,
          comment: reason,
          createdBy: viewer.id,
        });
        const resource = { type: 'user' as const, id: target.id, name: target.username };
        const metadata = { ledger_entry_id: entryId, amount: formatMoney(amount), reason };
        await log(tx, { userId: viewer.id, ip, action: 'ledger_adjust', resource, metadata });
        return entryId;
      });
      return balances.entry(id);
    },
  };
}

export type Finance = ReturnType<typeof createFinance>;

export default domainPlugin('finance', createFinance, [
  'balances-repository',
  'users-repository',
  'activities-repository',
]);
