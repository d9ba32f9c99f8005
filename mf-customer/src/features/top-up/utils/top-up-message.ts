import { isApiError } from '@storefront/shared/api-client';
import { formatKopecks } from '@storefront/shared/format/money';
import type { CustomerT } from '../../../i18n';
import type { TopUpFailure } from '../hooks/use-top-up';
import type { TopUpRange } from './validate-top-up';

/** The limits as the spec writes them: '100 ₽', '100 000 ₽' (kopecks only when set: '150,50 ₽'). */
export function topUpLimits(range: TopUpRange) {
  return { min: formatKopecks(range.min), max: formatKopecks(range.max) };
}

/**
 * The text under 'Сумма, ₽'. A refusal of the server (a range the shop's settings narrowed, for
 * one, or 429 for too many pending payments) is its own detail, already in the chosen language;
 * a 422 names the field in a list.
 */
export function topUpMessage(failure: TopUpFailure, t: CustomerT, range: TopUpRange): string {
  const limits = topUpLimits(range);
  if ('problem' in failure) {
    if (failure.problem === 'min') return t('topUp.min', { amount: limits.min });
    if (failure.problem === 'max') return t('topUp.max', { amount: limits.max });
    return failure.problem === 'empty' ? t('topUp.empty') : t('topUp.invalid');
  }
  if ('badTarget' in failure) return t('topUp.failed');
  const error = isApiError(failure.error) ? failure.error : null;
  const detail = error?.detail;
  if (typeof detail === 'string' && detail.trim()) return detail;
  const issue = error?.validationIssues[0]?.msg;
  if (issue?.trim()) return issue;
  // The per-user limit on pending payments (issue 20) answers its own detail; a proxy's bare
  // 429 still tells the customer to wait rather than to try again at once.
  return error?.status === 429 ? t('topUp.tooMany') : t('topUp.failed');
}
