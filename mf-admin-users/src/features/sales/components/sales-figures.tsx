import type { SalesFigures as Figures, SalesReport } from '@storefront/shared/contract/sales';
import { formatAmount } from '@storefront/shared/format/money';
import { formatNumber, formatPercent } from '@storefront/shared/format/number';
import { Stack } from '@storefront/shared/mui/core';
import { useAdminUsersTranslation } from '../../../i18n';
import { StatCounter } from '../../statistics/components/stat-counter';
import { changeOf } from '../utils/sales-period';

/** The cards, in order: each figure's key and whether it is money. */
const CARDS: readonly { key: keyof Figures; money: boolean }[] = [
  { key: 'revenue', money: true },
  { key: 'orders', money: false },
  { key: 'average_order', money: true },
  { key: 'refunds', money: true },
  { key: 'new_customers', money: false },
  { key: 'top_ups', money: true },
];

/** Each figure of the period, what it was in the period before, and the change in percent. */
export function SalesFigures({ report }: { report: SalesReport | undefined }) {
  const { t } = useAdminUsersTranslation();
  const beforeNote = (now: number, before: number, text: string) => {
    const change = changeOf(now, before);
    if (change === null) return t('statistics.sales.before', { value: text });
    const signed = `${change > 0 ? '+' : ''}${formatPercent(change)}`;
    return t('statistics.sales.beforeChange', { value: text, change: signed });
  };
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {CARDS.map(({ key, money }) => {
        const text = (value: string | number) =>
          money ? formatAmount(String(value)) : formatNumber(Number(value));
        const now = report?.current[key];
        const before = report?.before[key];
        return (
          <StatCounter
            key={key}
            label={t(`statistics.sales.figures.${key}`)}
            value={now === undefined ? undefined : text(now)}
            note={
              before === undefined
                ? undefined
                : beforeNote(Number(now), Number(before), text(before))
            }
          />
        );
      })}
    </Stack>
  );
}
