import type { ShopProductCard } from '@storefront/shared/dto/shop';
import { formatAmount } from '@storefront/shared/format/money';
import { Box, Card, Chip, Typography } from '@storefront/shared/mui/core';
import { Link as RouterLink } from 'react-router-dom';
import { ProductImage } from '../../../components/product-image';
import { useStorefrontTranslation } from '../../../i18n';

/** shop-spec 1.2: logo, name, price, and 'Нет в наличии' over a card with no stock. */
export function ProductCard({ product, to }: { product: ShopProductCard; to: string }) {
  const { t } = useStorefrontTranslation();
  return (
    <Card component="li" variant="outlined" sx={{ listStyle: 'none', display: 'flex' }}>
      <Box
        component={RouterLink}
        to={to}
        sx={{
          color: 'inherit',
          textDecoration: 'none',
          display: 'flex',
          flexDirection: 'column',
          position: 'relative',
          flexGrow: 1,
          minWidth: 0,
          '&:focus-visible': {
            outline: '3px solid',
            outlineColor: 'primary.main',
            outlineOffset: -3,
          },
        }}
      >
        <Box sx={{ position: 'relative', opacity: product.in_stock ? 1 : 0.6 }}>
          <ProductImage src={product.logo_image} alt="" />
        </Box>
        {!product.in_stock && (
          <Chip
            label={t('catalogue.outOfStock')}
            color="default"
            sx={{ position: 'absolute', top: 8, left: 8, bgcolor: 'background.paper' }}
          />
        )}
        <Typography
          component="h2"
          variant="subtitle1"
          sx={{ px: 1.5, pt: 1, fontWeight: 600, overflowWrap: 'anywhere', flexGrow: 1 }}
        >
          {product.name}
        </Typography>
        <Typography sx={{ px: 1.5, pb: 1.5 }} color="primary">
          {formatAmount(product.price)}
        </Typography>
      </Box>
    </Card>
  );
}
