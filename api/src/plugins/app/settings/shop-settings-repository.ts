/**
 * The shop's settings: the one row of `shop_settings` (migration 0012), or the defaults before
 * the first save. `readSettings` takes the database first: bench/ runs it on a fake one.
 */
import type { ShopSettings } from '@storefront/shared/contract/shop-settings';
import { DEFAULT_SHOP_SETTINGS } from '@storefront/shared/shop/default-settings';
import { sql } from 'drizzle-orm';
import { iso } from '../../../db/sql/iso-time.ts';
import { rowsOf } from '../../../db/sql/rows.ts';
import type { Db } from '../../../db/types.ts';
import { repositoryPlugin } from '../domain-plugin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    shopSettingsRepository: ShopSettingsRepository;
  }
}

export async function readSettings(db: Db): Promise<ShopSettings> {
  const [row] = await rowsOf<ShopSettings>(
    db.execute(sql`SELECT shop_name, phone, email, address, working_hours, rules,
        topup_min::text AS topup_min, topup_max::text AS topup_max, time_zone,
        low_stock_threshold, ${iso('updated_at')} AS updated_at
      FROM shop_settings WHERE id`),
  );
  return row ?? DEFAULT_SHOP_SETTINGS;
}

export function createShopSettingsRepository(db: Db) {
  return {
    read: (tx: Db = db) => readSettings(tx),

    /** Replaces the row whole (creates it on the first save). */
    async save(next: Omit<ShopSettings, 'updated_at'>, tx: Db): Promise<void> {
      await tx.execute(sql`INSERT INTO shop_settings (id, shop_name, phone, email, address,
          working_hours, rules, topup_min, topup_max, time_zone, low_stock_threshold,
          updated_at)
        VALUES (true, ${next.shop_name}, ${next.phone}, ${next.email}, ${next.address},
          ${next.working_hours}, ${next.rules}, ${next.topup_min}, ${next.topup_max},
          ${next.time_zone}, ${next.low_stock_threshold}, now())
        ON CONFLICT (id) DO UPDATE SET shop_name = excluded.shop_name,
          phone = excluded.phone, email = excluded.email, address = excluded.address,
          working_hours = excluded.working_hours, rules = excluded.rules,
          topup_min = excluded.topup_min, topup_max = excluded.topup_max,
          time_zone = excluded.time_zone, low_stock_threshold = excluded.low_stock_threshold,
          updated_at = excluded.updated_at`);
    },
  };
}

export type ShopSettingsRepository = ReturnType<typeof createShopSettingsRepository>;

export default repositoryPlugin('shopSettingsRepository', createShopSettingsRepository);
