/**
 * Creating, changing and deleting coupons (admins only; the routes guard that). The coupon as it
 * would be stored is checked against spec 5 (coupon-rules.ts) and, with its row locked, against
 * its history (coupon-history.ts), then written and logged in one transaction. The unique index
 * on the (uppercase) code, not a pre-check, decides between two admins creating one code at
 * once; the row lock decides between two deleting one coupon (the second finds none: 404).
 */

import type {
  Coupon,
  CreateCouponBody,
  UpdateCouponBody,
} from '@storefront/shared/contract/coupons';
import { COUPON_DEFAULTS } from '@storefront/shared/contract/values';
import type { FastifyInstance } from 'fastify';
import type { NewCouponRow, UserRow } from '../../../db/schema/index.ts';
import { MESSAGES } from '../../../i18n/messages.ts';
import { changedFields, uniqueName } from '../../../lib/field-changes.ts';
import {
  badRequest,
  conflict,
  notFound,
  RequestValidationError,
} from '../../../lib/http-errors.ts';
import { isForeignKeyViolation } from '../../../lib/pg-errors.ts';
import { resourceTypeLog } from '../activities/resource-log.ts';
import { domainPlugin } from '../domain-plugin.ts';
import { historyRefusal, touchesHistory, wasUsed } from './coupon-history.ts';
import {
  type CouponDraft,
  codeIssues,
  couponIssues,
  normalizeCode,
  storedCap,
} from './coupon-rules.ts';
import { type CouponChanges, toCoupon } from './coupons-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    coupons: Coupons;
  }
}

type Editable = Omit<Coupon, 'id' | 'code' | 'current_usage_count' | 'is_active' | 'created_at'>;

/** The columns of a checked draft (money rounded to kopecks by the schema's rule already). */
function columns(draft: Editable): CouponChanges {
  return {
    name: draft.name.trim(),
    description: draft.description.trim(),
    couponType: draft.coupon_type,
    discountValue: draft.discount_value,
    minimumPurchaseAmount: draft.minimum_purchase_amount,
    maximumDiscountAmount: storedCap(draft),
    usageLimit: draft.usage_limit,
    usageLimitPerUser: draft.usage_limit_per_user,
    validFrom: new Date(draft.valid_from),
    validUntil: draft.valid_until === null ? null : new Date(draft.valid_until),
    isPublic: draft.is_public,
    requiresApproval: draft.requires_approval,
    autoApply: draft.auto_apply,
    stackable: draft.stackable,
    status: draft.status,
  };
}

function check(draft: CouponDraft, code?: string): void {
  const issues = [...(code === undefined ? [] : codeIssues(code)), ...couponIssues(draft)];
  if (issues.length > 0) throw new RequestValidationError(issues);
}

/** The API fields an update changed, before and after, for the event log. */
function difference(before: Coupon, after: Coupon) {
  const keys = Object.keys(changedFields(before, after)) as (keyof Coupon)[];
  const pick = (c: Coupon) => Object.fromEntries(keys.map((k) => [k, c[k]]));
  return { before: pick(before), after: pick(after) };
}

export function createCoupons(fastify: FastifyInstance) {
  const repo = fastify.couponsRepository;
  const log = resourceTypeLog(fastify, 'coupon');

  return {
    async create(viewer: UserRow, body: CreateCouponBody, ip: string): Promise<Coupon> {
      const draft: Editable = {
        description: '',
        minimum_purchase_amount: COUPON_DEFAULTS.minimum_purchase_amount,
        maximum_discount_amount: null,
        usage_limit: null,
        usage_limit_per_user: null,
        valid_from: new Date().toISOString(),
        valid_until: null,
        is_public: COUPON_DEFAULTS.is_public,
        requires_approval: false,
        auto_apply: false,
        stackable: false,
        ...body,
        status: 'active',
      };
      check(draft, body.code);
      const code = normalizeCode(body.code);
      const values = { ...columns(draft), code } as NewCouponRow;
      const write = () =>
        fastify.db.transaction(async (tx) => {
          const coupon = toCoupon(await repo.create(values, tx));
          const resource = { id: coupon.id, name: coupon.code };
          await log(tx, {
            userId: viewer.id,
            ip,
            action: 'coupon_create',
            resource,
            metadata: { after: coupon },
          });
          return coupon;
        });
      return uniqueName(write, MESSAGES.couponCodeTaken(code));
    },

    async update(viewer: UserRow, id: number, body: UpdateCouponBody, ip: string): Promise<Coupon> {
      return fastify.db.transaction(async (tx) => {
        const row = await repo.findByIdForUpdate(id, tx);
        if (!row) throw notFound(MESSAGES.couponNotFound);
        const before = toCoupon(row);
        const draft: Editable = { ...before, ...body };
        check(draft);
        const changes = changedFields(row, columns(draft));
        if (touchesHistory(changes)) {
          const refusal = historyRefusal(row, changes, await repo.usesOf(id, tx));
          if (refusal) throw badRequest(refusal);
        }
        const updated = await repo.update(id, changes, tx);
        const after = toCoupon(updated ?? row);
        const resource = { id, name: after.code };
        const metadata = difference(before, after);
        await log(tx, { userId: viewer.id, ip, action: 'coupon_update', resource, metadata });
        return after;
      });
    },

    /** Only a coupon nobody used: a used one keeps its history and can only be deactivated. */
    async remove(viewer: UserRow, id: number, ip: string): Promise<void> {
      const write = () =>
        fastify.db.transaction(async (tx) => {
          const row = await repo.findByIdForUpdate(id, tx);
          if (!row) throw notFound(MESSAGES.couponNotFound);
          if (wasUsed(row, await repo.usesOf(id, tx))) throw conflict(MESSAGES.couponUsedNoDelete);
          if (!(await repo.remove(id, tx))) throw notFound(MESSAGES.couponNotFound);
          const resource = { id, name: row.code };
          const metadata = { before: toCoupon(row) };
          await log(tx, { userId: viewer.id, ip, action: 'coupon_delete', resource, metadata });
        });
      try {
        await write();
      } catch (err) {
        // The checks above see every reference; ON DELETE RESTRICT stays the last word.
        if (isForeignKeyViolation(err)) throw conflict(MESSAGES.couponUsedNoDelete);
        throw err;
      }
    },
  };
}

export type Coupons = ReturnType<typeof createCoupons>;

export default domainPlugin('coupons', createCoupons, [
  'coupons-repository',
  'activities-repository',
]);
