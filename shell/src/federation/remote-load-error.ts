/**
 * A remote could not be fetched or did not honour the contract. Kept apart from render errors
 * because only this kind is worth re-fetching on retry. No React and no shared singletons here:
 * the runtime plugin imports this file before federation has negotiated them.
 */
export class RemoteLoadError extends Error {
  readonly remote: string;

  constructor(remote: string, reason: string, options?: ErrorOptions) {
    super(`Remote "${remote}" failed to load: ${reason}`, options);
    this.name = 'RemoteLoadError';
    this.remote = remote;
  }
}

export function isRemoteLoadError(error: unknown): error is RemoteLoadError {
  return error instanceof RemoteLoadError;
}

const FAILED = Symbol.for('storefront.failed-remote');

/** What the runtime plugin hands back instead of a module when a load fails. */
export interface FailedRemoteModule {
  [FAILED]: true;
  error: RemoteLoadError;
  /** Rendering it throws, so even a caller that skips the check lands in an error boundary. */
  default: () => never;
}

export function createFailedRemoteModule(error: RemoteLoadError): FailedRemoteModule {
  return {
    [FAILED]: true,
    error,
    default: () => {
      throw error;
    },
  };
}

export function isFailedRemoteModule(value: unknown): value is FailedRemoteModule {
  return !!value && typeof value === 'object' && FAILED in value;
}

export function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
