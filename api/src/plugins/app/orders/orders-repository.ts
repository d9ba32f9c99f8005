import type { Db } from '../../../db/types.ts';
import type { Paging } from '../../../lib/paging.ts';
import { repositoryPlugin } from '../domain-plugin.ts';
import { orderWrites } from './order-writes.ts';
import { type OrderFilter, orderById, ordersPage } from './orders-listing.ts';

declare module 'fastify' {
  interface FastifyInstance {
    ordersRepository: OrdersRepository;
  }
}

export function createOrdersRepository(db: Db) {
  return {
    ...orderWrites,
    findById: (id: number, tx: Db = db) => orderById(tx, id),
    page: (filter: OrderFilter, paging: Paging) => ordersPage(db, filter, paging),
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;

export default repositoryPlugin('ordersRepository', createOrdersRepository);
