import type { RemoteAppProps } from '@storefront/shared/remote-contract';

/** Placeholder until the screens land: the shell does not route to this remote yet. */
export default function App(_props: RemoteAppProps) {
  return null;
}
