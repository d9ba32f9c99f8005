import { joinPath } from '@storefront/shared/remote-contract';

/** Every path of this remote, below the base the shell mounts it at. */
export function authPaths(basePath: string) {
  return {
    login: joinPath(basePath, 'login'),
    register: joinPath(basePath, 'register'),
  };
}

export type AuthPaths = ReturnType<typeof authPaths>;
