import { Box, Card, CardContent, Stack, Typography } from '@storefront/shared/mui/core';
import { useShellTranslation } from '../../i18n';
import { FEATURE_CARDS } from './feature-cards';

/** '/': the site is in development; what already works is listed as cards. */
export function HomePage() {
  const { t } = useShellTranslation();
  return (
    <Stack spacing={4}>
      <Stack spacing={1}>
        <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '2rem', md: '3rem' } }}>
          {t('home.title')}
        </Typography>
        <Typography color="text.secondary">{t('home.lead')}</Typography>
      </Stack>
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
          listStyle: 'none',
          p: 0,
          m: 0,
        }}
      >
        {FEATURE_CARDS.map((card) => (
          <Card component="li" key={card.titleKey} variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                {t(card.titleKey)}
              </Typography>
              <Typography color="text.secondary">{t(card.textKey)}</Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Stack>
  );
}
