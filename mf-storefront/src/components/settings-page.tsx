import type { ShopSettings } from '@storefront/shared/contract/shop-settings';
import { Box, Typography } from '@storefront/shared/mui/core';
import { useShopSettings } from '@storefront/shared/shop/settings';
import { ListState } from '@storefront/shared/ui/admin/list-state';
import type { ReactNode } from 'react';
import { useStorefrontTranslation } from '../i18n';

export interface SettingsPageProps {
  title: string;
  /** The page's body from the loaded settings. */
  children: (settings: ShopSettings) => ReactNode;
}

/**
 * A page showing part of the shop's settings (/rules, /contacts; shop-spec 2.4): its title at
 * once, then the body once GET /settings answers (one SWR entry the header shares).
 */
export function SettingsPage({ title, children }: SettingsPageProps) {
  const { t } = useStorefrontTranslation();
  const { data, error, isLoading, mutate } = useShopSettings();
  return (
    <Box component="section">
      <Typography variant="h4" component="h1" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {data ? (
        children(data)
      ) : (
        <ListState
          loading={isLoading}
          error={error}
          onRetry={() => void mutate()}
          errorText={t('app.settingsLoadError')}
          empty={false}
          noneText=""
        />
      )}
    </Box>
  );
}

/** What an unset page says (storefront-spec: the placeholders of /rules and /contacts). */
export function InDevelopment() {
  const { t } = useStorefrontTranslation();
  return <Typography>{t('app.inDevelopment')}</Typography>;
}
