import type { Activity } from '@storefront/shared/dto/admin';

const RESOURCE_TYPES: Record<string, string> = {
  user: 'Пользователь',
  task: 'Задача',
};

/** Spec 3: an activity without a resource type is shown as 'Система'. */
export function resourceLabel({ resource_type, resource_id }: Activity): string {
  if (!resource_type) return 'Система';
  const type = RESOURCE_TYPES[resource_type] ?? resource_type;
  return resource_id ? `${type} #${resource_id}` : type;
}
