import { Stack, Typography } from '@storefront/shared/mui/core';
import { ruleParagraphs } from '@storefront/shared/shop/settings';
import { InDevelopment, SettingsPage } from '../../../components/settings-page';
import { useStorefrontTranslation } from '../../../i18n';

/**
 * shop-spec 2.4 /rules 'Правила': the rules an admin wrote, a paragraph per line, as text (never
 * HTML); while none are written, the placeholder sentence.
 */
export function RulesPage() {
  const { t } = useStorefrontTranslation();
  return (
    <SettingsPage title={t('rules.title')}>
      {(settings) => {
        const paragraphs = ruleParagraphs(settings.rules);
        if (paragraphs.length === 0) return <InDevelopment />;
        return (
          <Stack spacing={1.5} sx={{ maxWidth: '75ch' }}>
            {paragraphs.map((paragraph, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity of their own.
              <Typography key={index} sx={{ overflowWrap: 'anywhere' }}>
                {paragraph}
              </Typography>
            ))}
          </Stack>
        );
      }}
    </SettingsPage>
  );
}
