import type { RemoteAppProps } from '@storefront/shared/remote-contract';

/**
 * The `./App` of the package whose tests run: jest maps this module to that package's own
 * `src/remote-entry.tsx` (build/create-jest-config.cjs), so a helper here can mount "this
 * remote" without each remote keeping a copy of the helper. Outside jest it is never imported.
 */
export default function OwnRemoteEntry(_props: RemoteAppProps): never {
  throw new Error('own-remote-entry is mapped to the remote under test by the jest config');
}
