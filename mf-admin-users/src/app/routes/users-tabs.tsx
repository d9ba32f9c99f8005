import { Box } from '@storefront/shared/mui/core';
import { Tab, Tabs } from '@storefront/shared/mui/data';

export const USERS_TABS = [
  { value: 'users', label: 'Пользователи' },
  { value: 'activity', label: 'Активность' },
  { value: 'stats', label: 'Статистика' },
  { value: 'logs', label: 'Журнал' },
] as const;

export type UsersTab = (typeof USERS_TABS)[number]['value'];

export function readTab(params: URLSearchParams): UsersTab {
  const tab = params.get('tab');
  return USERS_TABS.find((t) => t.value === tab)?.value ?? 'users';
}

export interface UsersTabsProps {
  value: UsersTab;
  onChange: (tab: UsersTab) => void;
  /** The event log and statistics are for administrators; staff see the list only. */
  withAdminTabs: boolean;
}

/** The four tabs of the users screen (spec 2.5 reading A). */
export function UsersTabs({ value, onChange, withAdminTabs }: UsersTabsProps) {
  if (!withAdminTabs) return null;
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
      <Tabs
        value={value}
        onChange={(_event, tab: UsersTab) => onChange(tab)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Разделы"
      >
        {USERS_TABS.map((tab) => (
          <Tab key={tab.value} value={tab.value} label={tab.label} />
        ))}
      </Tabs>
    </Box>
  );
}
