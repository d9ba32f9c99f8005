import type { ShopProductCard } from '@storefront/shared/contract/shop';
import { formatAmount } from '@storefront/shared/format/money';
import { CARD_IMAGE_SIZES } from '@storefront/shared/images';
import { Box, Card, Chip, Typography } from '@storefront/shared/mui/core';
import { Link as RouterLink } from '@storefront/shared/router';
import { SquareImage } from '@storefront/shared/ui/square-image';
import { visuallyHidden } from '@storefront/shared/ui/visually-hidden';
import { useStorefrontTranslation } from '../../../i18n';

export interface ProductCardProps {
  product: ShopProductCard;
  to: string;
  /** Above the fold on a phone: its picture is fetched first. */
  priority?: boolean;
  /** The name's heading: h2 on the catalogue, h3 under the home page's section heading. */
  heading?: 'h2' | 'h3';
}

/**
 * shop-spec 1.2: logo, name, price (after an automatic discount, the list price struck through:
 * issue 21), and 'Нет в наличии' over a card with no stock.
 */
export function ProductCard({ product, to, priority = false, heading = 'h2' }: ProductCardProps) {
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
          <SquareImage
            src={product.logo_image}
            alt=""
            sizes={CARD_IMAGE_SIZES}
            side={480}
            priority={priority}
          />
        </Box>
        {!product.in_stock && (
          <Chip
            label={t('catalogue.outOfStock')}
            color="default"
            sx={{ position: 'absolute', top: 8, left: 8, bgcolor: 'background.paper' }}
          />
        )}
        <Typography
          component={heading}
          variant="subtitle1"
          sx={{ px: 1.5, pt: 1, fontWeight: 600, overflowWrap: 'anywhere', flexGrow: 1 }}
        >
          {product.name}
        </Typography>
        <CardPrice price={product.price} before={product.price_before_discount} />
      </Box>
    </Card>
  );
}

/** The price now, and the list price struck through (named for screen readers) when lowered. */
function CardPrice({ price, before }: { price: string; before: string | null }) {
  const { t } = useStorefrontTranslation();
  return (
    <Typography sx={{ px: 1.5, pb: 1.5, display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
      <Box component="span" sx={{ color: 'primary.main' }}>
        {formatAmount(price)}
      </Box>
      {before !== null && (
        <Box component="del" sx={{ color: 'text.secondary' }}>
          <Box component="span" sx={visuallyHidden}>
            {`${t('catalogue.oldPrice')} `}
          </Box>
          {formatAmount(before)}
        </Box>
      )}
    </Typography>
  );
}
