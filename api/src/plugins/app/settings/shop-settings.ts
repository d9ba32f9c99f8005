/**
 * The shop's settings (shop-spec 2.4): one row of `shop_settings` (migration 0012), read by
 * anyone, replaced whole by an admin. Before the first save the defaults answer (empty texts,
 * top-ups 100 to 100 000 ₽) with updated_at null. Kept apart from the key-value `settings`
 * table on purpose: that one holds server secrets (the generated JWT key), this one is public.
 * POST /payments reads the top-up limits from here (settings-rules.ts's `topupLimits`).
 */

import type { ShopSettings, ShopSettingsBody } from '@storefront/shared/contract/shop-settings';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../../db/schema/index.ts';
import { resourceLog } from '../activities/resource-log.ts';
import { domainPlugin } from '../domain-plugin.ts';
import { checkedSettings } from './settings-rules.ts';

declare module 'fastify' {
  interface FastifyInstance {
    shopSettings: ShopSettingsService;
  }
}

export function createShopSettings(fastify: FastifyInstance) {
  const db = fastify.db;
  const repo = fastify.shopSettingsRepository;
  const log = resourceLog(fastify);
  return {
    read: () => repo.read(),

    async replace(viewer: UserRow, body: ShopSettingsBody, ip: string): Promise<ShopSettings> {
      const checked = checkedSettings(body);
      return db.transaction(async (tx) => {
        const before = await repo.read(tx);
        // Another zone rebuilds the kept sales days in this transaction (migration 0018).
        const next = {
          ...checked,
          time_zone: checked.time_zone ?? before.time_zone,
          low_stock_threshold: checked.low_stock_threshold ?? before.low_stock_threshold,
        };
        await repo.save(next, tx);
        const after = await repo.read(tx);
        const changed = (Object.keys(next) as (keyof typeof next)[]).filter(
          (key) => before[key] !== after[key],
        );
        const pick = (s: ShopSettings) => Object.fromEntries(changed.map((k) => [k, s[k]]));
        await log(tx, {
          userId: viewer.id,
          ip,
          action: 'settings_update',
          resource: { type: 'settings', id: 1, name: after.shop_name || 'МАГАЗИН' },
          metadata: { before: pick(before), after: pick(after) },
        });
        return after;
      });
    },
  };
}

export type ShopSettingsService = ReturnType<typeof createShopSettings>;

export default domainPlugin('shopSettings', createShopSettings, [
  'shop-settings-repository',
  'activities-repository',
]);
