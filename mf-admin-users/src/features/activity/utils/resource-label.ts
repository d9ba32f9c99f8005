import { ACTIVITY_RESOURCES, isActivityResource } from '@storefront/shared/dto/activity';
import type { Activity } from '@storefront/shared/dto/admin';

/**
 * The resource's name as the API recorded it: `resource_name` (any type), or the login that
 * user rows have always carried. Older rows have neither; the type and id still tell them apart.
 */
function recordedName(metadata: Activity['metadata_json']): string | null {
  const name = metadata?.resource_name ?? metadata?.username;
  return typeof name === 'string' && name ? name : null;
}

/**
 * Spec 3: an activity without a resource type is shown as 'Система'. A file's id is its stored
 * name, which already says what it is; other ids are numbers, shown as '#21'.
 */
export function resourceLabel({ resource_type, resource_id, metadata_json }: Activity): string {
  if (!resource_type) return 'Система';
  const type = isActivityResource(resource_type) ? ACTIVITY_RESOURCES[resource_type] : resource_type;
  if (!resource_id) return type;
  const label = resource_type === 'file' ? `${type} ${resource_id}` : `${type} #${resource_id}`;
  const name = recordedName(metadata_json);
  return name ? `${label} «${name}»` : label;
}
