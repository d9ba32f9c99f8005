import type { ShopProduct } from '@storefront/shared/contract/shop';
import { Box, Link, Typography } from '@storefront/shared/mui/core';
import { Link as RouterLink } from '@storefront/shared/router';
import { useId } from 'react';
import { useStorefrontTranslation } from '../../../i18n';
import { withCity } from '../../../utils/city-link';
import { rememberCity } from '../../../utils/city-storage';

export interface OtherCitiesProps {
  cities: ShopProduct['other_cities'];
  /** This product's page (without a city). */
  href: string;
}

/**
 * Out of stock in this city: where else it is (issue 21). Each link opens this page in that city
 * and makes it the visitor's city. Nothing when it is nowhere in stock ('Нет в наличии' says it).
 */
export function OtherCities({ cities, href }: OtherCitiesProps) {
  const { t } = useStorefrontTranslation();
  const id = useId();
  if (cities.length === 0) return null;
  return (
    <Box>
      <Typography id={id}>{t('product.otherCities')}</Typography>
      <Box
        component="ul"
        aria-labelledby={id}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0, mt: 1 }}
      >
        {cities.map((city) => (
          <li key={city.id}>
            <Link
              component={RouterLink}
              to={withCity(href, city.id)}
              onClick={() => rememberCity(city.id)}
              sx={{ display: 'inline-block', py: 0.5 }}
            >
              {city.name}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
