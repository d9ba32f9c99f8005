import { formatKopecks } from '@storefront/shared/format/money';
import { useValueSetBeforeHydration } from '@storefront/shared/hooks/use-value-set-before-hydration';
import { Alert, Box, Button, Typography } from '@storefront/shared/mui/core';
import type { PriceSummary } from '@storefront/shared/pricing';
import { TextInput } from '@storefront/shared/ui/text-input';
import { useStorefrontTranslation } from '../../../i18n';
import type { CouponState } from '../hooks/use-coupon';

export interface CouponFieldProps {
  coupon: CouponState;
  summary: PriceSummary;
  /** 'Применить' for a guest: the check needs an account (it goes to sign in). */
  onApply: () => void;
}

/** 'Промокод' with 'Применить': the discount it gives, or why it gives none. */
export function CouponField({ coupon, summary, onApply }: CouponFieldProps) {
  const { t } = useStorefrontTranslation();
  const note = couponNote(coupon, summary, t);
  const input = useValueSetBeforeHydration<HTMLInputElement>(coupon.text, coupon.change);
  return (
    <Box>
      <Box
        component="form"
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
        onSubmit={(event) => {
          event.preventDefault();
          onApply();
        }}
      >
        <TextInput
          name="coupon_code"
          label={t('coupon.label')}
          value={coupon.text}
          onChange={(event) => coupon.change(event.target.value)}
          autoComplete="off"
          inputRef={input}
          fullWidth
        />
        <Button
          type="submit"
          variant="outlined"
          disabled={!coupon.text.trim() || coupon.checking}
          sx={{ flexShrink: 0, minHeight: 56 }}
        >
          {t('coupon.apply')}
        </Button>
      </Box>
      <Box aria-live="polite" sx={{ mt: 1 }}>
        {coupon.reason && <Alert severity="warning">{coupon.reason}</Alert>}
        {note && <Typography color={note.color}>{note.text}</Typography>}
        {coupon.current?.requiresApproval && summary.coupon && (
          <Typography color="text.secondary">{t('coupon.requiresApproval')}</Typography>
        )}
      </Box>
    </Box>
  );
}

type T = ReturnType<typeof useStorefrontTranslation>['t'];

/** What the checked (or automatic) coupon does to this order. */
function couponNote(coupon: CouponState, summary: PriceSummary, t: T) {
  if (!coupon.current) return null;
  const code = coupon.current.rule.code;
  if (summary.coupon) {
    const amount = formatKopecks(summary.coupon.amount);
    return {
      color: 'success.main',
      text: coupon.automatic
        ? t('coupon.automatic', { code, amount })
        : t('coupon.applied', { code, amount }),
    };
  }
  if (summary.couponRefusal === 'below_minimum' && summary.couponMinimum !== null) {
    return {
      color: 'warning.main',
      text: t('coupon.belowMinimum', { code, amount: formatKopecks(summary.couponMinimum) }),
    };
  }
  if (summary.couponRefusal === 'not_stackable') {
    return { color: 'text.secondary', text: t('coupon.notStackable', { code }) };
  }
  return null;
}
