import { formatKopecks } from '@storefront/shared/format/money';
import { roublesToKopecks } from '@storefront/shared/money';
import {
  Alert,
  Button,
  Card,
  CardContent,
  OutlinedInput,
  Stack,
  Typography,
} from '@storefront/shared/mui/core';
import { LoadFailed } from '@storefront/shared/ui/admin/list-state';
import { useId, useRef } from 'react';
import type { CustomerT } from '../../../i18n';
import { useCustomerTranslation } from '../../../i18n';
import { useMyCode } from '../api/get-my-code';
import { useCopy } from '../hooks/use-copy';
import { referralLink } from '../utils/referral-link';

/**
 * Shop-spec 1.3 'Пригласить друга': the customer's own code and link, with a copy button, and
 * what the invitation earns from the program running now (issue 20).
 */
export function InviteFriendCard() {
  const { t } = useCustomerTranslation();
  const { data, error, mutate } = useMyCode();
  return (
    <Card component="section" aria-labelledby="invite-title">
      <CardContent sx={{ p: { xs: 2.5, md: 3 } }}>
        <Stack spacing={1.5}>
          <Typography id="invite-title" variant="h6" component="h2">
            {t('invite.title')}
          </Typography>
          {data ? (
            <>
              <Typography color="text.secondary">{inviteTerms(data.reward_amount, t)}</Typography>
              <InviteLink code={data.code} active={data.is_active} />
            </>
          ) : error ? (
            <LoadFailed text={t('invite.loadError')} onRetry={() => void mutate()} />
          ) : (
            <Typography>{t('invite.loading')}</Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * The reward of the program a registration joins now. With none running the card keeps the link
 * (a friend may still want to join) but promises nothing: a referral belongs to the program of
 * its registration, so a friend registering now earns nothing even if a program starts later.
 */
function inviteTerms(reward: number | null, t: CustomerT): string {
  const kopecks = reward === null ? 0 : roublesToKopecks(reward);
  return kopecks > 0
    ? t('invite.reward', { amount: formatKopecks(kopecks) })
    : t('invite.noReward');
}

function InviteLink({ code, active }: { code: string; active: boolean }) {
  const { t } = useCustomerTranslation();
  const link = referralLink(code);
  const field = useRef<HTMLInputElement>(null);
  const { state, copy } = useCopy(link, field);
  const id = useId();
  return (
    <>
      <Typography>
        {t('invite.code')} <strong data-testid="referral-code">{code}</strong>
      </Typography>
      {!active && <Alert severity="warning">{t('invite.inactive')}</Alert>}
      <Typography component="label" htmlFor={id} variant="body2" color="text.secondary">
        {t('invite.link')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <OutlinedInput
          id={id}
          inputRef={field}
          value={link}
          readOnly
          size="small"
          fullWidth
          onFocus={(event) => event.target.select()}
        />
        <Button variant="outlined" onClick={() => void copy()} sx={{ flexShrink: 0 }}>
          {t('invite.copy')}
        </Button>
      </Stack>
      <Typography
        role="status"
        variant="body2"
        color={state === 'failed' ? 'warning.main' : 'success.main'}
      >
        {state === 'copied' ? t('invite.copied') : state === 'failed' ? t('invite.copyFailed') : ''}
      </Typography>
    </>
  );
}
