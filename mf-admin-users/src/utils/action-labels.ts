import { ACTIVITY_ACTIONS, isActivityAction } from '@storefront/shared/dto/activity';
import type { SelectOption } from '@storefront/shared/ui/admin/select-field';

/**
 * The log's name of an action (shared/dto/activity, the table the API writes from). An action
 * unknown there (a newer API than this remote) is shown as its identifier; the description
 * beside it is the server's own Russian text anyway.
 */
export function actionLabel(action: string): string {
  return isActivityAction(action) ? ACTIVITY_ACTIONS[action].label : action;
}

/** The action filter: every known action, and the chosen one even if it is not known. */
export function actionOptions(current: string): SelectOption[] {
  const known = Object.entries(ACTIVITY_ACTIONS).map(([value, { label }]) => ({ value, label }));
  const extra = current && !isActivityAction(current) ? [{ value: current, label: current }] : [];
  return [{ value: '', label: 'Все действия' }, ...known, ...extra];
}
