import { SectionTabs } from '@storefront/shared/ui/admin/section-tabs';
import { useAdminUsersTranslation } from '../../i18n';

/** The tabs and their labels' message keys (readTab needs the values outside React). */
export const USERS_TABS = [
  { value: 'users', label: 'users.tabs.users' },
  { value: 'activity', label: 'users.tabs.activity' },
  { value: 'stats', label: 'users.tabs.stats' },
  { value: 'logs', label: 'users.tabs.logs' },
] as const;

export type UsersTab = (typeof USERS_TABS)[number]['value'];

export interface UsersTabsProps {
  value: UsersTab;
  onChange: (tab: UsersTab) => void;
  /** The event log and statistics are for administrators; staff see the list only. */
  withAdminTabs: boolean;
}

/** The four tabs of the users screen (spec 2.5 reading A). */
export function UsersTabs({ value, onChange, withAdminTabs }: UsersTabsProps) {
  const { t } = useAdminUsersTranslation();
  if (!withAdminTabs) return null;
  const tabs = USERS_TABS.map((tab) => ({ value: tab.value, label: t(tab.label) }));
  return <SectionTabs tabs={tabs} value={value} onChange={onChange} />;
}
