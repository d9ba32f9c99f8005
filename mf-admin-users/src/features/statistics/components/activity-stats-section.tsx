import { List, ListItem, ListItemText, Paper, Typography } from '@storefront/shared/mui/core';
import { useActivityStats } from '../../../api/get-activity-stats';
import { actionLabel } from '../../../utils/action-labels';
import { StatCounter } from './stat-counter';
import { StatSection } from './stat-section';

/** Spec 2.5 reading A: total, today, this week, this month and the most common actions. */
export function ActivityStatsSection() {
  const { data, error } = useActivityStats();
  return (
    <StatSection title="Активность" error={error}>
      <StatCounter label="Всего событий" value={data?.total_activities} />
      <StatCounter label="Сегодня" value={data?.activities_today} />
      <StatCounter label="За неделю" value={data?.activities_this_week} />
      <StatCounter label="За месяц" value={data?.activities_this_month} />
      <Paper variant="outlined" sx={{ p: 2, flex: '1 1 100%' }}>
        <Typography variant="body2" color="text.secondary">
          Частые действия
        </Typography>
        {data && data.most_common_actions.length === 0 && <Typography>Событий пока нет</Typography>}
        {!data && <Typography>—</Typography>}
        {data && data.most_common_actions.length > 0 && (
          <List dense aria-label="Частые действия">
            {data.most_common_actions.map(({ action, count }) => (
              <ListItem key={action} disableGutters secondaryAction={count.toLocaleString('ru-RU')}>
                <ListItemText primary={actionLabel(action)} />
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
    </StatSection>
  );
}
