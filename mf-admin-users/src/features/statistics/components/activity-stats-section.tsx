import { formatNumber } from '@storefront/shared/format/number';
import { List, ListItem, ListItemText, Paper, Typography } from '@storefront/shared/mui/core';
import { useActivityStats } from '../../../api/get-activity-stats';
import { useAdminUsersTranslation } from '../../../i18n';
import { actionLabel } from '../../../utils/action-labels';
import { StatCounter } from './stat-counter';
import { StatSection } from './stat-section';

/** Spec 2.5 reading A: total, today, this week, this month and the most common actions. */
export function ActivityStatsSection() {
  const { t } = useAdminUsersTranslation();
  const { data, error } = useActivityStats();
  return (
    <StatSection title={t('statistics.activity.title')} error={error}>
      <StatCounter label={t('statistics.activity.total')} value={data?.total_activities} />
      <StatCounter label={t('statistics.activity.today')} value={data?.activities_today} />
      <StatCounter label={t('statistics.activity.week')} value={data?.activities_this_week} />
      <StatCounter label={t('statistics.activity.month')} value={data?.activities_this_month} />
      <Paper variant="outlined" sx={{ p: 2, flex: '1 1 100%' }}>
        <Typography variant="body2" color="text.secondary">
          {t('statistics.activity.common')}
        </Typography>
        {data && data.most_common_actions.length === 0 && (
          <Typography>{t('statistics.activity.none')}</Typography>
        )}
        {!data && <Typography>—</Typography>}
        {data && data.most_common_actions.length > 0 && (
          <List dense aria-label={t('statistics.activity.common')}>
            {data.most_common_actions.map(({ action, count }) => (
              <ListItem key={action} disableGutters secondaryAction={formatNumber(count)}>
                <ListItemText primary={actionLabel(action, t)} />
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
    </StatSection>
  );
}
