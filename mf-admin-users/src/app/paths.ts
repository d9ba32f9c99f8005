import { joinPath } from '@storefront/shared/remote-contract';

/** Every page of this remote, below the base the shell mounts it at ('/admin'). */
export function adminPaths(basePath: string) {
  return {
    users: joinPath(basePath, 'users'),
    userEdit: joinPath(basePath, 'users/:id/edit'),
    staff: joinPath(basePath, 'staff'),
    staffEdit: joinPath(basePath, 'staff/:id/edit'),
    statistics: joinPath(basePath, 'statistics'),
    logs: joinPath(basePath, 'logs'),
    settings: joinPath(basePath, 'settings'),
    /** Anything else the shell sends here (it routes only the prefixes above). */
    unknown: joinPath(basePath, '*'),
  };
}

export type AdminPaths = ReturnType<typeof adminPaths>;

/** '/admin/users/:id/edit' with the id filled in. */
export function editPath(pattern: string, id: number): string {
  return pattern.replace(':id', String(id));
}
