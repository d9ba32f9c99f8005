/**
 * The activity rows of the shop's writes (issue 14), through the same resource log as the
 * catalogue and marketing. The action names are new: until shared/dto/activity lists them
 * (the lead's), their Russian descriptions are kept here, and the log stores whatever
 * `action` text it is given (the activities table and its answers take any string).
 */
import type { ActivityAction } from '@storefront/shared/dto/activity';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/types.ts';

export const SHOP_ACTIONS = {
  stock_update: 'Изменение остатков',
  order_create: 'Оформление заказа',
  order_approve: 'Подтверждение заказа',
  order_complete: 'Выполнение заказа',
  order_cancel: 'Отмена заказа',
  payment_create: 'Создание платежа',
  payment_confirm: 'Оплата платежа',
  payment_cancel: 'Отмена платежа',
  ledger_adjust: 'Корректировка баланса',
} as const;
export type ShopAction = keyof typeof SHOP_ACTIONS;

export type ShopResource = 'product' | 'order' | 'payment' | 'user';

export interface ShopLogEntry {
  userId: number;
  ip: string;
  action: ShopAction;
  resource: { type: ShopResource; id: number | string; name: string };
  metadata: object;
}

export function shopLog(fastify: FastifyInstance) {
  return (tx: Db, entry: ShopLogEntry) =>
    fastify.activitiesRepository.record(
      {
        userId: entry.userId,
        action: entry.action as ActivityAction,
        description: `${SHOP_ACTIONS[entry.action]}: ${entry.resource.name}`,
        resourceType: entry.resource.type,
        resourceId: String(entry.resource.id),
        ipAddress: entry.ip,
        metadata: { ...entry.metadata, resource_name: entry.resource.name },
      },
      tx,
    );
}
