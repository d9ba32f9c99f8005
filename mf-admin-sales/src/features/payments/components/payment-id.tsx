import { Box, IconButton } from '@storefront/shared/mui/core';
import { useNotify } from '@storefront/shared/ui/admin/flash';
import { CopyIcon } from '../../../components/icons';
import { useSalesTranslation } from '../../../i18n';

export interface PaymentIdProps {
  label: string;
  /** null: the gateway has not given one (the test provider, or before the create call). */
  value: string | null;
}

/**
 * A term and its id in a `dl`: monospace, wrapping anywhere (a 36-character UUID is wider than a
 * 375 px phone), selected whole by one click, and a button copying it for a support reply.
 */
export function PaymentId({ label, value }: PaymentIdProps) {
  const { t } = useSalesTranslation();
  const notify = useNotify();
  const copy = async () => {
    if (!value) return;
    try {
      await navigator.clipboard.writeText(value);
      notify('success', t('payments.copied', { id: value }));
    } catch {
      // No clipboard (an insecure origin, a refused permission): the id is selectable still.
      notify('error', t('payments.copyFailed'));
    }
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 0.5 }}>
      <Box component="dt" sx={{ color: 'text.secondary' }}>
        {t('payments.idTerm', { label })}
      </Box>
      <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {value ? (
          <>
            <Box component="code" sx={{ fontFamily: 'monospace', userSelect: 'all' }}>
              {value}
            </Box>
            <IconButton
              size="small"
              aria-label={t('payments.copy', { label })}
              onClick={copy}
              sx={{ ml: 0.5, p: 0.25 }}
            >
              <CopyIcon fontSize="inherit" />
            </IconButton>
          </>
        ) : (
          t('payments.noId')
        )}
      </Box>
    </Box>
  );
}
