import { Stack } from '@storefront/shared/mui/core';
import { ToggleButton, ToggleButtonGroup } from '@storefront/shared/mui/data';
import { DateField } from '@storefront/shared/ui/admin/date-field';
import { useAdminUsersTranslation } from '../../../i18n';
import { PERIOD_CHOICES, type PeriodChoice } from '../utils/sales-period';

export interface PeriodPickerProps {
  choice: PeriodChoice;
  from: string;
  to: string;
  onChoose: (choice: PeriodChoice) => void;
  onDates: (dates: { from: string; to: string }) => void;
}

/** Today, 7 days, 30 days, this month, or two dates of one's own. */
export function PeriodPicker({ choice, from, to, onChoose, onDates }: PeriodPickerProps) {
  const { t } = useAdminUsersTranslation();
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={choice}
        aria-label={t('statistics.sales.period')}
        onChange={(_, next: PeriodChoice | null) => next && onChoose(next)}
        sx={{ flexWrap: 'wrap' }}
      >
        {PERIOD_CHOICES.map((value) => (
          <ToggleButton key={value} value={value}>
            {t(`statistics.sales.periods.${value}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {choice === 'custom' && (
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <DateField
            label={t('statistics.sales.from')}
            name="from"
            value={from}
            max={to || undefined}
            onChange={(value) => onDates({ from: value, to })}
          />
          <DateField
            label={t('statistics.sales.to')}
            name="to"
            value={to}
            min={from || undefined}
            onChange={(value) => onDates({ from, to: value })}
          />
        </Stack>
      )}
    </Stack>
  );
}
