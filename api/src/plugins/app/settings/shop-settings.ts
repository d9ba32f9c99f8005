/**
 * The shop's settings (shop-spec 2.4): one row of `shop_settings` (migration 0012), read by
 * anyone, replaced whole by an admin. Before the first save the defaults answer (empty texts,
 * top-ups 100 to 100 000 ₽) with updated_at null. Kept apart from the key-value `settings`
 * table on purpose: that one holds server secrets (the generated JWT key), this one is public.
 * POST /payments reads the top-up limits from here (`topupLimits`).
 */
import { TOPUP_LIMITS } from '@storefront/shared/dto/shop';
import { formatMoney, tryParseMoney } from '@storefront/shared/money';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../../../db/schema.ts';
import type { Db } from '../../../db/types.ts';
import { MESSAGES } from '../../../i18n/messages.ts';
import { type FieldIssue, RequestValidationError } from '../../../lib/http-errors.ts';
import { ROUBLE } from '../../../lib/money-input.ts';
import { characterCount } from '../../../lib/trimmed-text.ts';
import {
  SETTINGS_TEXT_FIELDS,
  type ShopSettings,
  type ShopSettingsBody,
  settingsTextMax,
} from '../../../schemas/shop-settings.ts';
import { iso } from '../catalog/catalog-listing.ts';
import { rowsOf } from '../marketing/marketing-listing.ts';
import { shopLog } from '../shop/shop-log.ts';

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

// Deliberately loose (a person types it for people to read): one @, no spaces, a dot after it.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

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

/** The body trimmed and checked, every problem at once (422). */
function checked(body: ShopSettingsBody): Omit<ShopSettings, 'updated_at'> {
  const issues: FieldIssue[] = [];
  const issue = (field: string, msg: FieldIssue['msg']) =>
    issues.push({ loc: ['body', field], msg, type: 'value_error' });
  const texts = Object.fromEntries(
    SETTINGS_TEXT_FIELDS.map((field) => {
      const value = body[field].trim();
      const max = settingsTextMax(field);
      if (characterCount(value) > max) issue(field, MESSAGES.settingsTooLong(max));
      return [field, value];
    }),
  ) as Record<(typeof SETTINGS_TEXT_FIELDS)[number], string>;
  if (texts.email !== '' && !EMAIL.test(texts.email)) issue('email', MESSAGES.settingsEmail);
  const topup = (field: 'topup_min' | 'topup_max') => {
    const text = body[field].trim();
    const kopecks = /^[0-9.]+$/.test(text) ? tryParseMoney(text) : null;
    if (kopecks === null) issue(field, MESSAGES.settingsTopupFormat);
    else if (kopecks < TOPUP_LIMITS.min * ROUBLE || kopecks > TOPUP_LIMITS.max * ROUBLE) {
      issue(field, MESSAGES.settingsTopupRange);
    } else return kopecks;
    return null;
  };
  const min = topup('topup_min');
  const max = topup('topup_max');
  if (min !== null && max !== null && min > max) issue('topup_max', MESSAGES.settingsTopupOrder);
  if (issues.length > 0 || min === null || max === null) throw new RequestValidationError(issues);
  return { ...texts, topup_min: formatMoney(min), topup_max: formatMoney(max) };
}

export function createShopSettings(fastify: FastifyInstance) {
  const db = fastify.db;
  const log = shopLog(fastify);
  return {
    read: () => readSettings(db),

    async replace(viewer: UserRow, body: ShopSettingsBody, ip: string): Promise<ShopSettings> {
      const next = checked(body);
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
