import { useUserStats } from '../api/get-user-stats';
import { StatCounter } from './stat-counter';
import { StatSection } from './stat-section';

/** Spec 2.5 reading A: total, active, admins, logins today. */
export function UserStatsSection() {
  const { data, error } = useUserStats();
  return (
    <StatSection title="Пользователи" error={error}>
      <StatCounter label="Всего пользователей" value={data?.total_users} />
      <StatCounter label="Активные" value={data?.active_users} />
      <StatCounter label="Администраторы" value={data?.admin_users} />
      <StatCounter label="Входов сегодня" value={data?.recent_logins} />
    </StatSection>
  );
}
