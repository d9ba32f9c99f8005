import { ACTIVITY_ACTIONS, isActivityAction } from '@storefront/shared/activity';
import type { SelectOption } from '@storefront/shared/ui/admin/select-field';
import type { Translate } from '../i18n';

/**
 * The log's name of an action: one message per action of shared/activity (whose Russian
 * labels are the API's, so this remote keeps its own copy to translate). An action unknown
 * there (a newer API than this remote) is shown as its identifier.
 */
export function actionLabel(action: string, t: Translate): string {
  return isActivityAction(action) ? t(`activity.actions.${action}`) : action;
}

/** The action filter: every known action, and the chosen one even if it is not known. */
export function actionOptions(current: string, t: Translate): SelectOption[] {
  const known = Object.keys(ACTIVITY_ACTIONS).map((value) => ({
    value,
    label: actionLabel(value, t),
  }));
  const extra = current && !isActivityAction(current) ? [{ value: current, label: current }] : [];
  return [{ value: '', label: t('activity.filters.allActions') }, ...known, ...extra];
}
