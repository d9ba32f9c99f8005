/**
 * What a discount names: its products and city must exist (else 400 with the detail) and stay
 * while it is written (the repository key-share locks them until the commit).
 */
import type { Db } from '../../../db/types.ts';
import { MESSAGES } from '../../../i18n/messages.ts';
import { badRequest } from '../../../lib/http-errors.ts';
import type { CheckedDiscount } from './discount-rules.ts';
import type { DiscountsRepository } from './discounts-repository.ts';

/** Refuses (400) ids that name no product or city; locks the ones that do until the commit. */
export async function checkTargets(
  repo: DiscountsRepository,
  draft: CheckedDiscount,
  tx: Db,
): Promise<void> {
  const ids = draft.product_ids ?? [];
  if (ids.length > 0) {
    const known = await repo.lockProducts(ids, tx);
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length > 0) throw badRequest(MESSAGES.discountProductsUnknown(unknown));
  }
  if (draft.city_id !== null && !(await repo.lockCity(draft.city_id, tx))) {
    throw badRequest(MESSAGES.discountCityUnknown);
  }
}
