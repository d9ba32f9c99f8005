import { useAdminUsersTranslation } from '../../../i18n';
import { useTaskStats } from '../api/get-task-stats';
import { StatCounter } from './stat-counter';
import { StatSection } from './stat-section';

/** Spec 2.10: total tasks, completed and overdue, with a dash while loading. */
export function TaskStatsSection() {
  const { t } = useAdminUsersTranslation();
  const { data, error } = useTaskStats();
  return (
    <StatSection title={t('statistics.tasks.title')} error={error}>
      <StatCounter label={t('statistics.tasks.total')} value={data?.total_tasks} />
      <StatCounter label={t('statistics.tasks.completed')} value={data?.completed_tasks} />
      <StatCounter label={t('statistics.tasks.overdue')} value={data?.overdue_tasks} />
    </StatSection>
  );
}
