import { Box, Card, CardContent, Typography } from '@storefront/shared/mui/core';
import { useStorefrontTranslation } from '../../../i18n';
import { FEATURE_CARDS } from '../utils/feature-cards';

/** The seed's four feature cards: the empty home page's body, and under the shop's front. */
export function FeatureCards({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useStorefrontTranslation();
  return (
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
            <Typography variant="h6" component={`h${headingLevel}`} gutterBottom>
              {t(card.titleKey)}
            </Typography>
            <Typography color="text.secondary">{t(card.textKey)}</Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
