import { Box, Button, Typography } from '@storefront/shared/mui/core';
import { useId } from 'react';
import { useStorefrontTranslation } from '../../../i18n';

export interface BuyButtonProps {
  /** Admins see the shop but do not buy (shop-spec 1.2); the API refuses them too. */
  admin: boolean;
  sending: boolean;
  /**
   * A coupon check or the figures after 'price_changed' are on their way: the summary is about
   * to change, so a press now would confirm a total about to be replaced.
   */
  calculating?: boolean;
  onBuy: () => void;
}

/**
 * 'Купить', disabled while the order is on its way (a double click sends one) and while the
 * summary is being recalculated (a press confirms only a total on screen).
 */
export function BuyButton({ admin, sending, calculating = false, onBuy }: BuyButtonProps) {
  const { t } = useStorefrontTranslation();
  const noteId = useId();
  return (
    <Box>
      <Button
        variant="contained"
        size="large"
        fullWidth
        disabled={admin || sending || calculating}
        onClick={onBuy}
        aria-describedby={admin ? noteId : undefined}
      >
        {sending
          ? t('purchase.sending')
          : calculating
            ? t('purchase.calculating')
            : t('purchase.buy')}
      </Button>
      {admin && (
        <Typography id={noteId} color="text.secondary" sx={{ mt: 1 }}>
          {t('purchase.adminOnly')}
        </Typography>
      )}
    </Box>
  );
}
