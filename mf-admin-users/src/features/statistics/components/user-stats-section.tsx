import { useAdminUsersTranslation } from '../../../i18n';
import { useUserStats } from '../api/get-user-stats';
import { StatCounter } from './stat-counter';
import { StatSection } from './stat-section';

/** Spec 2.5 reading A: total, active, admins, logins today. */
export function UserStatsSection() {
  const { t } = useAdminUsersTranslation();
  const { data, error } = useUserStats();
  return (
    <StatSection title={t('statistics.users.title')} error={error}>
      <StatCounter label={t('statistics.users.total')} value={data?.total_users} />
      <StatCounter label={t('statistics.users.active')} value={data?.active_users} />
      <StatCounter label={t('statistics.users.admins')} value={data?.admin_users} />
      <StatCounter label={t('statistics.users.loginsToday')} value={data?.recent_logins} />
    </StatSection>
  );
}
