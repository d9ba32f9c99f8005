import { useTaskStats } from '../api/get-task-stats';
import { StatCounter } from './stat-counter';
import { StatSection } from './stat-section';

/** Spec 2.10: total tasks, completed and overdue, with a dash while loading. */
export function TaskStatsSection() {
  const { data, error } = useTaskStats();
  return (
    <StatSection title="Задачи" error={error}>
      <StatCounter label="Всего задач" value={data?.total_tasks} />
      <StatCounter label="Выполнено" value={data?.completed_tasks} />
      <StatCounter label="Просрочено" value={data?.overdue_tasks} />
    </StatSection>
  );
}
