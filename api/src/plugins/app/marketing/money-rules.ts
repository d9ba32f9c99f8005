/**
 * Amounts arrive as JSON numbers in roubles. A kopeck is the smallest unit the database keeps
 * (numeric(12,2)); a third decimal would be silently rounded there, so it is refused here.
 */
import { roundKopecks } from '@storefront/shared/dto/marketing';
import type { ValidationIssue } from '../../../schemas/common.ts';

export const KOPECKS_MESSAGE = 'Сумма указывается не точнее копейки (два знака после запятой)';

export function hasKopecksOnly(amount: number): boolean {
  return Math.abs(roundKopecks(amount) - amount) < 1e-9;
}

/** A 422 item for each amount with more than two decimals. */
export function kopecksIssues(
  amounts: Record<string, number | null | undefined>,
): ValidationIssue[] {
  return Object.entries(amounts)
    .filter(([, value]) => typeof value === 'number' && !hasKopecksOnly(value))
    .map(([field]) => ({ loc: ['body', field], msg: KOPECKS_MESSAGE, type: 'value_error' }));
}

const RUB = new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB' });

/** '1 500,00 ₽', as the screens show amounts. */
export const formatRoubles = (amount: number) => RUB.format(amount);
