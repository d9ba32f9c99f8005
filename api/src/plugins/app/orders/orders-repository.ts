import type { Db } from '../../../db/types.ts';
import type { Paging } from '../../../lib/paging.ts';
import { repositoryPlugin } from '../domain-plugin.ts';
import { insertOrderNote, orderEventLines, orderSteps } from './order-timeline.ts';
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
    /** The order's page (issue 23): its purchase and moves, then every other line. */
    steps: (id: number, tx: Db = db) => orderSteps(tx, id),
    eventLines: (id: number, tx: Db = db) => orderEventLines(tx, id),
    /** A staff note (null: no such order); the service logs it in the same transaction. */
    insertNote: (note: { orderId: number; authorId: number; text: string }, tx: Db) =>
      insertOrderNote(tx, note),
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;

export default repositoryPlugin('ordersRepository', createOrdersRepository);
