import { useSharedTranslation } from '@storefront/shared/i18n/shared-messages';
import { Box } from '@storefront/shared/mui/core';
import { Tab, Tabs } from '@storefront/shared/mui/data';
import { useSelectedTabInView } from './use-selected-tab-in-view';

export interface TabDef<T extends string> {
  value: T;
  label: string;
}

/** The tab named by `?tab=`; the first tab when there is none or it is unknown. */
export function readTab<T extends string>(params: URLSearchParams, tabs: readonly TabDef<T>[]): T {
  const tab = params.get('tab');
  const first = tabs[0];
  if (!first) throw new Error('readTab needs at least one tab');
  return tabs.find((option) => option.value === tab)?.value ?? first.value;
}

export interface SectionTabsProps<T extends string> {
  tabs: readonly TabDef<T>[];
  value: T;
  onChange: (tab: T) => void;
}

/**
 * The 'Разделы' tabs of a dashboard-like screen (users, coupons, referrals), kept in `?tab=`;
 * scrollable, so five of them fit a phone.
 */
export function SectionTabs<T extends string>({ tabs, value, onChange }: SectionTabsProps<T>) {
  const { t } = useSharedTranslation();
  const ref = useSelectedTabInView();
  return (
    <Box ref={ref} sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
      <Tabs
        value={value}
        onChange={(_event, tab: T) => onChange(tab)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('tabs.label')}
      >
        {tabs.map((tab) => (
          <Tab key={tab.value} value={tab.value} label={tab.label} />
        ))}
      </Tabs>
    </Box>
  );
}
