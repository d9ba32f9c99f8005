import { isActivityAction } from '@storefront/shared/activity';
import type { Translate } from '../i18n';

/**
 * The log's name of an action: one message per action of shared/activity (whose Russian
 * labels are the API's, so this remote keeps its own copy to translate). An action unknown
 * there (a newer API than this remote) is shown as its identifier.
 */
export function actionLabel(action: string, t: Translate): string {
  return isActivityAction(action) ? t(`activity.actions.${action}`) : action;
}
