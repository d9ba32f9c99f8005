import { Box, Stack, Typography } from '@storefront/shared/mui/core';
import { useShopSettings } from '@storefront/shared/shop/settings';
import type { ReactNode } from 'react';
import { useStorefrontTranslation } from '../../../i18n';
import { FeatureCards } from './feature-cards';

export interface ShopFrontProps {
  /** The products on sale in the visitor's city (the catalogue's, composed by the route). */
  products: ReactNode;
  /** The latest published reviews (the reviews feature's). */
  reviews: ReactNode;
}

/**
 * '/' once something is on sale (issue 21): the shop's name (the settings the header reads: one
 * SWR entry, no second request), its products, the latest reviews, then the seed's cards.
 */
export function ShopFront({ products, reviews }: ShopFrontProps) {
  const { t } = useStorefrontTranslation();
  const { data: settings, error } = useShopSettings();
  const known = settings !== undefined || error !== undefined;
  const name = settings?.shop_name.trim() || t('home.shopName');
  return (
    <Stack spacing={{ xs: 4, md: 6 }}>
      {known ? (
        <Typography
          variant="h3"
          component="h1"
          sx={{ fontSize: { xs: '2rem', md: '3rem' }, overflowWrap: 'anywhere' }}
        >
          {name}
        </Typography>
      ) : (
        // The name's line is kept while the settings load, so nothing below moves.
        <Box aria-hidden="true" sx={{ height: { xs: '2.4rem', md: '3.6rem' } }} />
      )}
      {products}
      {reviews}
      <Box component="section" aria-labelledby="home-features">
        <Typography id="home-features" variant="h5" component="h2" sx={{ mb: 2 }}>
          {t('home.features')}
        </Typography>
        <FeatureCards headingLevel={3} />
      </Box>
    </Stack>
  );
}
