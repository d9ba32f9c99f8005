import { SectionTabs } from '@storefront/shared/ui/admin/section-tabs';

export const USERS_TABS = [
  { value: 'users', label: 'Пользователи' },
  { value: 'activity', label: 'Активность' },
  { value: 'stats', label: 'Статистика' },
  { value: 'logs', label: 'Журнал' },
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
  if (!withAdminTabs) return null;
  return <SectionTabs tabs={USERS_TABS} value={value} onChange={onChange} />;
}
