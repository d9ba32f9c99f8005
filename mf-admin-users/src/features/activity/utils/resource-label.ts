import { isActivityResource } from '@storefront/shared/activity';
import type { Activity } from '@storefront/shared/contract/activities';
import type { Translate } from '../../../i18n';
import { actionLabel } from '../../../utils/action-labels';

/**
 * The resource's name as the API recorded it: `resource_name` (any type), or the login that
 * user rows have always carried. Older rows have neither; the type and id still tell them apart.
 */
function recordedName(metadata: Activity['metadata_json']): string | null {
  const name = metadata?.resource_name ?? metadata?.username;
  return typeof name === 'string' && name ? name : null;
}

/**
 * Orders, tickets and reviews are recorded by the number people know them by ('№ 1011'): that
 * number names them, in the reader's language ('Order No. 1011'), instead of the internal id.
 */
const RECORDED_NUMBER = /^№ (\d+)$/;

/** A resource type's name (shared/activity's types); an unknown type as the API wrote it. */
export function resourceTypeLabel(type: string, t: Translate): string {
  return isActivityResource(type) ? t(`activity.resources.${type}`) : type;
}

/**
 * Spec 3: an activity without a resource type is shown as 'Система'. A file's id is its stored
 * name, which already says what it is; other ids are numbers, shown as '#21'.
 */
export function resourceLabel(
  { resource_type, resource_id, metadata_json }: Activity,
  t: Translate,
): string {
  if (!resource_type) return t('activity.system');
  const type = resourceTypeLabel(resource_type, t);
  if (!resource_id) return type;
  const name = recordedName(metadata_json);
  const number = name === null ? null : RECORDED_NUMBER.exec(name)?.[1];
  if (number) return t('activity.numberedResource', { type, number });
  const label =
    resource_type === 'file'
      ? t('activity.fileResource', { type, id: resource_id })
      : t('activity.resourceWithId', { type, id: resource_id });
  return name ? t('activity.namedResource', { label, name }) : label;
}

/**
 * What happened, in words. Russian shows the description the API stored (its own Russian
 * text); any other language composes it from the translated action and resource, so no
 * generated Russian reaches a reader who chose another language.
 */
export function activityDescription(activity: Activity, language: string, t: Translate): string {
  if (language === 'ru') return activity.description;
  const action = actionLabel(activity.action, t);
  if (!activity.resource_type) return action;
  return t('activity.description', { action, resource: resourceLabel(activity, t) });
}
