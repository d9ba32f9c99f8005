import { Box, Button, Typography } from '@storefront/shared/mui/core';
import { useId } from 'react';
import { useStorefrontTranslation } from '../../../i18n';

export interface BuyButtonProps {
  /** Admins see the shop but do not buy (shop-spec 1.2); the API refuses them too. */
  admin: boolean;
  sending: boolean;
  /** The session is still being checked. */
  disabled?: boolean;
  onBuy: () => void;
}

/** 'Купить', disabled while the order is on its way so a double click sends one. */
export function BuyButton({ admin, sending, disabled = false, onBuy }: BuyButtonProps) {
  const { t } = useStorefrontTranslation();
  const noteId = useId();
  return (
    <Box>
      <Button
        variant="contained"
        size="large"
        fullWidth
        disabled={admin || sending || disabled}
        onClick={onBuy}
        aria-describedby={admin ? noteId : undefined}
      >
        {sending ? t('purchase.sending') : t('purchase.buy')}
      </Button>
      {admin && (
        <Typography id={noteId} color="text.secondary" sx={{ mt: 1 }}>
          {t('purchase.adminOnly')}
        </Typography>
      )}
    </Box>
  );
}
