import { MESSAGES } from '../../../i18n/messages.ts';
import { invalidField, RequestValidationError } from '../../../lib/http-errors.ts';
import { kopecksIssues } from '../../../lib/money-rules.ts';

/** The order amount of a check or an apply: over 0, in kopecks (422 otherwise). */
export function checkedAmount(orderAmount: number): number {
  if (!(orderAmount > 0)) {
    throw invalidField(['body', 'order_amount'], MESSAGES.orderAmountPositive);
  }
  const issues = kopecksIssues({ order_amount: orderAmount });
  if (issues.length > 0) throw new RequestValidationError(issues);
  return orderAmount;
}
