import type { ListedProduct } from '@storefront/shared/contract/products';
import { formatNumber } from '@storefront/shared/format/number';
import { Box, Button, Card, Chip, Typography } from '@storefront/shared/mui/core';
import { CardActions } from '@storefront/shared/mui/data';
import { ActionsMenu } from '@storefront/shared/ui/admin/actions-menu';
import { SquareImage } from '@storefront/shared/ui/square-image';
import { useCatalogTranslation } from '../../../i18n';
import { priceLabel } from '../../../utils/price-text';
import { CARD_IMAGE_SIDE, CARD_IMAGE_SIZES } from '../utils/card-image';

export interface ProductCardProps {
  product: ListedProduct;
  editTo: string;
  /** The grid's own address, so the edit page returns to the same page and search. */
  returnTo: string;
  onDelete: () => void;
  /** The load button: opens the product's stock ('Остатки', shop-spec 1.1). */
  onLoad: () => void;
}

/**
 * Spec 2.9: the logo, name and price (shop-spec 1.1), its stock over every district ('На складе: 12 шт.' or 'Нет на складе'), 'Неактивен' for a
 * draft, the load button (the stock dialog) and a
 * menu with edit and delete.
 */
export function ProductCard({ product, editTo, returnTo, onDelete, onLoad }: ProductCardProps) {
  const { t } = useCatalogTranslation();
  const price = priceLabel(product.price);
  return (
    <Card
      component="li"
      variant="outlined"
      sx={{ listStyle: 'none', display: 'flex', flexDirection: 'column' }}
    >
      <SquareImage
        src={product.logo_image}
        alt={product.name}
        sizes={CARD_IMAGE_SIZES}
        side={CARD_IMAGE_SIDE}
      />
      <Typography
        component="h2"
        variant="subtitle1"
        sx={{ px: 2, pt: 1.5, fontWeight: 600, overflowWrap: 'anywhere', flexGrow: 1 }}
      >
        {product.name}
      </Typography>
      <Box sx={{ px: 2, pt: 0.5, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Box data-testid="product-price">
          {price ? (
            <Typography>{price}</Typography>
          ) : (
            <Chip label={t('products.noPrice')} size="small" color="warning" variant="outlined" />
          )}
        </Box>
        {product.stock_total > 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('products.stockTotal', {
              count: product.stock_total,
              quantity: formatNumber(product.stock_total),
            })}
          </Typography>
        ) : (
          <Chip label={t('products.noStock')} size="small" color="warning" variant="outlined" />
        )}
        {/* A draft: the shop does not show it. */}
        {!product.is_active && (
          <Chip label={t('common.inactive')} size="small" variant="outlined" />
        )}
      </Box>
      <CardActions sx={{ justifyContent: 'space-between' }}>
        <Button size="small" aria-haspopup="dialog" onClick={onLoad}>
          {t('products.load')}
        </Button>
        <ActionsMenu
          label={t('common.actions')}
          title={t('common.actions')}
          actions={[
            { label: t('common.edit'), to: editTo, state: { from: returnTo } },
            { label: t('common.delete'), onClick: onDelete },
          ]}
        />
      </CardActions>
    </Card>
  );
}
