import type { ShopCity } from '@storefront/shared/contract/shop';
import { DEFAULT_CATALOGUE_SORT } from '@storefront/shared/contract/values';
import { Box, Link, Stack, Typography } from '@storefront/shared/mui/core';
import { Link as RouterLink } from '@storefront/shared/router';
import { ListState, listLoadState } from '@storefront/shared/ui/admin/list-state';
import { useId } from 'react';
import { CitySelect } from '../../../components/city-select';
import { useStorefrontTranslation } from '../../../i18n';
import { useProducts } from '../api/get-products';
import { ProductGrid } from './product-grid';

/** The home page shows this many of the catalogue's first cards: 4 rows on a phone, 2 on a desk. */
export const HOME_CARDS = 8;

export interface OnSaleProductsProps {
  city: ShopCity;
  cities: readonly ShopCity[];
  onChoose: (id: number) => void;
  productHref: (id: number) => string;
  /** The catalogue in this city ('Все товары'). */
  allHref: string;
}

/**
 * The home page's products (issue 21): the catalogue's first cards in the visitor's city, only
 * as many as are shown, and 'Все товары'. A city with nothing on sale asks for nothing.
 */
export function OnSaleProducts({
  city,
  cities,
  onChoose,
  productHref,
  allHref,
}: OnSaleProductsProps) {
  const { t } = useStorefrontTranslation();
  const id = useId();
  const query =
    city.on_sale > 0
      ? { city_id: city.id, sort: DEFAULT_CATALOGUE_SORT, page: 1, size: HOME_CARDS }
      : null;
  const result = useProducts(query);
  const { data } = result;
  const cards = data?.products ?? [];
  return (
    <Stack component="section" aria-labelledby={id} spacing={2}>
      <Typography id={id} variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {t('home.onSale', { city: city.name })}
      </Typography>
      <Box sx={{ maxWidth: { sm: 320 } }}>
        <CitySelect cities={cities} value={city.id} onChange={onChoose} />
      </Box>
      <ListState
        {...listLoadState(result)}
        errorText={t('catalogue.loadError')}
        empty={query === null || (data !== undefined && cards.length === 0)}
        noneText={t('catalogue.none')}
      />
      {cards.length > 0 && (
        <ProductGrid
          label={t('home.onSaleList')}
          cards={cards}
          productHref={productHref}
          heading="h3"
        />
      )}
      {query !== null && (
        <Link component={RouterLink} to={allHref} sx={{ alignSelf: 'flex-start', py: 0.5 }}>
          {t('home.allProducts')}
        </Link>
      )}
    </Stack>
  );
}
