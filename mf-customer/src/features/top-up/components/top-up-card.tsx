import { Card, CardContent, Stack, Typography } from '@storefront/shared/mui/core';
import { TestModeNotice } from '@storefront/shared/ui/test-mode-notice';
import { TextInput } from '@storefront/shared/ui/text-input';
import { SubmitButton } from '../../../components/submit-button';
import { useCustomerTranslation } from '../../../i18n';
import { useTopUp } from '../hooks/use-top-up';
import { useTopUpRange } from '../hooks/use-top-up-range';
import { topUpLimits, topUpMessage } from '../utils/top-up-message';

/**
 * Shop-spec 1.3: 'Пополнить баланс', 'Сумма, ₽', 'Пополнить', then the payment page. The limits
 * are the shop's settings (2.4), named in the hint and the messages. While the test provider
 * takes top-ups the card says no money is charged (issue 20).
 */
export function TopUpCard({ onPaymentsChanged }: { onPaymentsChanged?: () => void }) {
  const { t } = useCustomerTranslation();
  const range = useTopUpRange();
  const { form, amount, setAmount, submitting, failure, submit } = useTopUp(
    range,
    onPaymentsChanged,
  );
  const limits = topUpLimits(range);
  return (
    <Card component="section" aria-labelledby="top-up-title">
      <CardContent sx={{ p: { xs: 2.5, md: 3 } }}>
        <Typography id="top-up-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('topUp.title')}
        </Typography>
        <Stack sx={{ mb: 2, '&:empty': { display: 'none' } }}>
          <TestModeNotice />
        </Stack>
        <Stack
          component="form"
          ref={form.formRef}
          noValidate
          onSubmit={submit}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <TextInput
            name="amount"
            label={t('topUp.amount')}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={Boolean(failure)}
            helperText={
              failure
                ? topUpMessage(failure, t, range)
                : t('topUp.hint', { min: limits.min, max: limits.max })
            }
            disabled={submitting}
            autoComplete="off"
            fullWidth
          />
          <SubmitButton
            busy={submitting}
            label={t('topUp.submit')}
            busyLabel={t('topUp.submitting')}
            sx={{ flexShrink: 0, minHeight: 56 }}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
