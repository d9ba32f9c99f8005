/**
 * The shop's settings (shop-spec 2.4): one row of `shop_settings` (migration 0012), read by
 * anyone, replaced whole by an admin. Before the first save the defaults answer (empty texts,
 * top-ups 100 to 100 000 ₽) with updated_at null. Kept apart from the key-value `settings`
 * table on purpose: that one holds server secrets (the generated JWT key), this one is public.
 * POST /payments reads the top-up limits from here (`topupLimits`).
 */

import type { ShopSettings, ShopSettingsBody } from '@storefront/shared/contract/shop-settings';
import { TOPUP_LIMITS } from '@storefront/shared/limits';
import { formatMoney, tryParseMoney } from '@storefront/shared/money';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../../../db/schema/index.ts';
import { iso } from '../../../db/sql/iso-time.ts';
import { rowsOf } from '../../../db/sql/rows.ts';
import type { Db } from '../../../db/types.ts';
import { ROUBLE } from '../../../lib/money-input.ts';
import { resourceLog } from '../activities/resource-log.ts';
import { checkedSettings } from './settings-rules.ts';

declare module 'fastify' {
  interface FastifyInstance {
    shopSettings: ShopSettingsService;
  }
}

export const DEFAULT_SETTINGS: ShopSettings = {
  shop_name: '',
  phone: '',
  email: '',
  address: '',
  working_hours: '',
  rules: '',
  topup_min: formatMoney(TOPUP_LIMITS.min * ROUBLE),
  topup_max: formatMoney(TOPUP_LIMITS.max * ROUBLE),
  updated_at: null,
};

export async function readSettings(db: Db): Promise<ShopSettings> {
  const [row] = await rowsOf<ShopSettings>(
    db.execute(sql`SELECT shop_name, phone, email, address, working_hours, rules,
        topup_min::text AS topup_min, topup_max::text AS topup_max,
        ${iso('updated_at')} AS updated_at
      FROM shop_settings WHERE id`),
  );
  return row ?? DEFAULT_SETTINGS;
}

/** The top-up limits in kopecks. */
export async function topupLimits(db: Db): Promise<{ min: number; max: number }> {
  const settings = await readSettings(db);
  return {
    min: tryParseMoney(settings.topup_min) ?? 0,
    max: tryParseMoney(settings.topup_max) ?? 0,
  };
}

export function createShopSettings(fastify: FastifyInstance) {
  const db = fastify.db;
  const log = resourceLog(fastify);
  return {
    read: () => readSettings(db),

    async replace(viewer: UserRow, body: ShopSettingsBody, ip: string): Promise<ShopSettings> {
      const next = checkedSettings(body);
      return db.transaction(async (tx) => {
        const before = await readSettings(tx);
        await tx.execute(sql`INSERT INTO shop_settings (id, shop_name, phone, email, address,
            working_hours, rules, topup_min, topup_max, updated_at)
          VALUES (true, ${next.shop_name}, ${next.phone}, ${next.email}, ${next.address},
            ${next.working_hours}, ${next.rules}, ${next.topup_min}, ${next.topup_max}, now())
          ON CONFLICT (id) DO UPDATE SET shop_name = excluded.shop_name,
            phone = excluded.phone, email = excluded.email, address = excluded.address,
            working_hours = excluded.working_hours, rules = excluded.rules,
            topup_min = excluded.topup_min, topup_max = excluded.topup_max,
            updated_at = excluded.updated_at`);
        const after = await readSettings(tx);
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

export default fp(
  async (fastify: FastifyInstance) => {
    fastify.decorate('shopSettings', createShopSettings(fastify));
  },
  { name: 'shop-settings', dependencies: ['activities-repository'] },
);
