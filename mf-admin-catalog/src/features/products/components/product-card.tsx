import type { Product } from '@storefront/shared/dto/catalog';
import { Box, Button, Card, CardActions, Typography } from '@storefront/shared/mui/core';
import { ActionsMenu } from '@storefront/shared/ui/admin/actions-menu';
import { ImageIcon } from '../../../components/icons';
import { useCatalogTranslation } from '../../../i18n';
import { imageSrc } from '../../../utils/image-src';

export interface ProductCardProps {
  product: Product;
  editTo: string;
  /** The grid's own address, so the edit page returns to the same page and search. */
  returnTo: string;
  onDelete: () => void;
}

/** Spec 2.9: the logo and name, a load button (it only logs) and a menu with edit and delete. */
export function ProductCard({ product, editTo, returnTo, onDelete }: ProductCardProps) {
  const { t } = useCatalogTranslation();
  return (
    <Card
      component="li"
      variant="outlined"
      sx={{ listStyle: 'none', display: 'flex', flexDirection: 'column' }}
    >
      <Box
        sx={{
          aspectRatio: '1 / 1',
          bgcolor: 'action.hover',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {product.logo_image ? (
          <Box
            component="img"
            src={imageSrc(product.logo_image)}
            alt={product.name}
            loading="lazy"
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        ) : (
          <ImageIcon color="disabled" fontSize="large" />
        )}
      </Box>
      <Typography
        component="h2"
        variant="subtitle1"
        sx={{ px: 2, pt: 1.5, fontWeight: 600, overflowWrap: 'anywhere', flexGrow: 1 }}
      >
        {product.name}
      </Typography>
      <CardActions sx={{ justifyContent: 'space-between' }}>
        <Button
          size="small"
          // Spec 2.9: the load button exists, but what it should load is not decided yet.
          onClick={() => console.info('Load product', product.id, product.name)}
        >
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
