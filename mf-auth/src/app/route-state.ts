/**
 * Router state these pages read: `from` is set by the shell's guard when it sends a guest to
 * the login page; `username` by the registration page when it hands over to the login page.
 */
export interface AuthRouteState {
  from?: string;
  username?: string;
}

export function readRouteState(state: unknown): AuthRouteState {
  const { from, username } = (state ?? {}) as Record<string, unknown>;
  return {
    from: typeof from === 'string' ? from : undefined,
    username: typeof username === 'string' ? username : undefined,
  };
}
