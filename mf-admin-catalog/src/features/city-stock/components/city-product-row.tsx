import type { CityStockProduct } from '@storefront/shared/contract/stock';
import { formatNumber } from '@storefront/shared/format/number';
import { Box, Chip, Typography } from '@storefront/shared/mui/core';
import { RowLayout } from '@storefront/shared/ui/admin/row-layout';
import { useCatalogTranslation } from '../../../i18n';
import { priceLabel } from '../../../utils/price-text';

/** Shop-spec 1.1: a product stocked in the city, its price and its quantity per district. */
export function CityProductRow({ product }: { product: CityStockProduct }) {
  const { t } = useCatalogTranslation();
  const price = priceLabel(product.price);
  return (
    <RowLayout
      title={
        <>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{product.name}</Typography>
          {price ? (
            <Typography color="text.secondary">{price}</Typography>
          ) : (
            <Chip label={t('products.noPrice')} size="small" color="warning" variant="outlined" />
          )}
          {!product.is_active && (
            <Chip label={t('common.inactive')} size="small" variant="outlined" />
          )}
        </>
      }
      details={
        <Box
          component="ul"
          aria-label={t('cityProducts.districtsLabel')}
          sx={{ m: 0, mt: 0.5, p: 0, display: 'flex', flexWrap: 'wrap', columnGap: 2 }}
        >
          {product.districts.map((district) => (
            <Typography component="li" variant="body2" key={district.id} sx={{ listStyle: 'none' }}>
              {t('cityProducts.quantity', {
                district: district.name,
                // The form ('1 pc.', '3 pcs.') by the count; the figure as the language writes it.
                count: district.quantity,
                quantity: formatNumber(district.quantity),
              })}
            </Typography>
          ))}
        </Box>
      }
    />
  );
}
