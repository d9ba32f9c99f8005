import type { ShopCity } from '@storefront/shared/contract/shop';
import { Stack, Typography } from '@storefront/shared/mui/core';
import { useId } from 'react';
import { CitySelect } from '../../../components/city-select';
import { useStorefrontTranslation } from '../../../i18n';

export interface ProductCityProps {
  city: ShopCity;
  cities: readonly ShopCity[];
  onChoose: (id: number) => void;
}

/**
 * The city the page prices and stocks the product for (issue 21), named, with 'Город' to change
 * it: a shared link opened elsewhere says which city it shows.
 */
export function ProductCity({ city, cities, onChoose }: ProductCityProps) {
  const { t } = useStorefrontTranslation();
  const id = useId();
  return (
    <Stack component="section" aria-labelledby={id} spacing={2}>
      <Typography id={id} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {t('product.inCity', { city: city.name })}
      </Typography>
      <CitySelect cities={cities} value={city.id} onChange={onChoose} />
    </Stack>
  );
}
