import { Stack, Typography } from '@storefront/shared/mui/core';
import { useStorefrontTranslation } from '../../../i18n';
import { FeatureCards } from './feature-cards';

/** '/' while nothing is on sale: the seed's page, 'Сайт находится в разработке', as the empty state. */
export function HomeEmpty() {
  const { t } = useStorefrontTranslation();
  return (
    <Stack spacing={4}>
      <Stack spacing={1}>
        <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '2rem', md: '3rem' } }}>
          {t('home.title')}
        </Typography>
        <Typography color="text.secondary">{t('home.lead')}</Typography>
      </Stack>
      <FeatureCards />
    </Stack>
  );
}
