/**
 * Checking and applying a coupon (an admin records a use on a customer's order). Apply is one
 * transaction:
 *  0. the order's row is locked; a canceled order or one with a coupon is refused (409), and
 *     the usage and the per-user limit are the order's buyer's, not the admin's;
 *  1. a plain read refuses the common cases (unknown, inactive, dates, minimum) without a lock;
 *  2. with a per-user limit, an advisory transaction lock on (coupon, user) serialises that
 *     user's applies of that coupon, so counting their usages and inserting one cannot
 *     interleave (other users and other coupons are not held up);
 *  3. the usage and its activity row are inserted, priced on the terms just read;
 *  4. LAST, one conditional UPDATE takes a use only while the coupon is active and under its
 *     limit: the database, not a read-then-write, decides between concurrent applies. The
 *     coupon's row is locked from here to the commit only, the stretch every apply of a hot
 *     coupon queues on (bench/coupon-apply.ts). The row is checked again as taken; if an admin
 *     changed the price meanwhile, the whole apply runs again on the new terms.
 * Any refusal rolls everything back. Locks come in one order (the order, advisory, then the
 * coupon's row, as a cancel takes the order before the coupon): no deadlock.
 */

import type {
  ApplyCouponBody,
  CouponUsage,
  ValidateCouponBody,
} from '@storefront/shared/contract/coupons';
import type { FastifyInstance } from 'fastify';
import type { CouponRow, UserRow } from '../../../db/schema/index.ts';
import type { Db } from '../../../db/types.ts';
import { MESSAGES } from '../../../i18n/messages.ts';
import { badRequest, conflict, invalidField } from '../../../lib/http-errors.ts';
import { isForeignKeyViolation } from '../../../lib/pg-errors.ts';
import { resourceTypeLog } from '../activities/resource-log.ts';
import { domainPlugin } from '../domain-plugin.ts';
import {
  amounts,
  type CouponVerdict,
  refusal,
  refusalDetail,
  type Situation,
  toCheck,
} from './coupon-checks.ts';
import { normalizeCode } from './coupon-rules.ts';
import { toUsage } from './coupon-usages-repository.ts';
import { checkedAmount } from './order-amount.ts';

declare module 'fastify' {
  interface FastifyInstance {
    couponRedemption: CouponRedemption;
  }
}

/** The price changed between the read and the lock: the apply starts over (rarely needed). */
class TermsChanged extends Error {}
const ATTEMPTS = 3;

const samePrice = (a: CouponRow, b: CouponRow) =>
  a.couponType === b.couponType &&
  a.discountValue === b.discountValue &&
  a.maximumDiscountAmount === b.maximumDiscountAmount;

export function createCouponRedemption(fastify: FastifyInstance) {
  const coupons = fastify.couponsRepository;
  const usages = fastify.couponUsagesRepository;
  const log = resourceTypeLog(fastify, 'coupon');

  const refuse = (coupon: CouponRow | null, at: Situation) => {
    const reason = refusal(coupon, at);
    if (reason) throw badRequest(refusalDetail(reason, coupon));
  };

  /** Takes the use under the row lock, or answers 400 saying why there is none. */
  async function takeUse(tx: Db, coupon: CouponRow, at: Situation): Promise<void> {
    const taken = await coupons.takeUse(coupon.id, tx);
    if (!taken) {
      const current = await coupons.findById(coupon.id, tx);
      refuse(current, at);
      throw badRequest(refusalDetail('limit_reached', current));
    }
    // As it stood before this use (the limit itself the UPDATE has enforced).
    refuse({ ...taken, currentUsageCount: taken.currentUsageCount - 1 }, at);
    if (!samePrice(coupon, taken)) throw new TermsChanged();
  }

  /**
   * The order the usage names, its row locked first (the shop's lock order: the order, then the
   * coupon), so a cancel cannot slip between the checks and the usage. A canceled order, or one
   * that already carries a coupon (its own or an applied usage), takes none (issue 20: an apply
   * on either left a use no cancel would ever give back).
   */
  async function lockOrder(tx: Db, orderId: number) {
    const order = await usages.lockOrder(orderId, tx);
    if (!order) throw invalidField(['body', 'order_id'], MESSAGES.orderNotFound);
    if (order.status === 'canceled') throw conflict(MESSAGES.couponOrderCanceled);
    const used = await usages.onOrder(orderId, tx);
    if (order.coupon_id !== null || used) throw conflict(MESSAGES.couponOrderHasCoupon);
    return order;
  }

  async function applyOnce(user: UserRow, body: ApplyCouponBody, ip: string) {
    return fastify.db.transaction(async (tx) => {
      const at: Situation = { orderAmount: body.order_amount, now: new Date(), userUses: 0 };
      const order = await lockOrder(tx, body.order_id);
      const coupon = await coupons.findByCode(normalizeCode(body.code), tx);
      refuse(coupon, at);
      if (!coupon) throw new Error('refuse() lets no unknown coupon through');
      // The use is the buyer's (issue 20): their limit, their usage, whoever records it.
      const buyer = order.user_id;
      if (coupon.usageLimitPerUser !== null) {
        await usages.lockUserUses(coupon.id, buyer, tx);
        at.userUses = await usages.countFor(coupon.id, buyer, tx);
        refuse(coupon, at);
      }
      const { discount_amount, final_amount } = amounts(coupon, at.orderAmount);
      const orderId = body.order_id;
      const row = await usages.insert(
        {
          couponId: coupon.id,
          userId: buyer,
          orderId,
          orderAmount: at.orderAmount,
          discountAmount: discount_amount,
          finalAmount: final_amount,
        },
        tx,
      );
      const metadata = {
        usage_id: row.id,
        order_id: orderId,
        order_amount: at.orderAmount,
        discount_amount,
        final_amount,
      };
      const resource = { id: coupon.id, name: coupon.code };
      await log(tx, { userId: user.id, ip, action: 'coupon_apply', resource, metadata });
      await takeUse(tx, coupon, at);
      return toUsage(row, coupon.code, order.username, order.number);
    });
  }

  return {
    async validate(user: UserRow, body: ValidateCouponBody): Promise<CouponVerdict> {
      const orderAmount = checkedAmount(body.order_amount);
      const coupon = await coupons.findByCode(normalizeCode(body.code));
      const limited = coupon !== null && coupon.usageLimitPerUser !== null;
      const userUses = limited ? await usages.countFor(coupon.id, user.id) : 0;
      return toCheck(coupon, { orderAmount, now: new Date(), userUses });
    },

    async apply(user: UserRow, body: ApplyCouponBody, ip: string): Promise<CouponUsage> {
      checkedAmount(body.order_amount);
      for (let attempt = 1; ; attempt++) {
        try {
          return await applyOnce(user, body, ip);
        } catch (err) {
          // The usage names an order that does not exist (coupon_usages.order_id's key).
          if (isForeignKeyViolation(err)) {
            throw invalidField(['body', 'order_id'], MESSAGES.orderNotFound);
          }
          if (!(err instanceof TermsChanged)) throw err;
          if (attempt === ATTEMPTS) throw conflict(MESSAGES.couponTermsChanged);
        }
      }
    },
  };
}

export type CouponRedemption = ReturnType<typeof createCouponRedemption>;

export default domainPlugin('couponRedemption', createCouponRedemption, [
  'coupons-repository',
  'coupon-usages-repository',
  'activities-repository',
]);
