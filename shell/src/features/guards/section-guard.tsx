import { canBuy, canManageUsers } from '@storefront/shared/permissions';
import type { ReactNode } from 'react';
import type { GuardKind } from '../../config/remote-routes';
import { BuyersOnly } from './access-denied';
import { AdminGuard } from './admin-guard';
import { GuestOnly } from './guest-only';
import { RequireAuth } from './require-auth';

/** Applies the guard named in the remote table, before the remote is even fetched. */
export function SectionGuard({ kind, children }: { kind: GuardKind; children: ReactNode }) {
  switch (kind) {
    case 'guest':
      return <GuestOnly>{children}</GuestOnly>;
    case 'auth':
      return <RequireAuth>{children}</RequireAuth>;
    case 'buyer':
      return (
        <RequireAuth allow={canBuy} refusal={<BuyersOnly />}>
          {children}
        </RequireAuth>
      );
    case 'admin':
      return <AdminGuard>{children}</AdminGuard>;
    case 'manager':
      return <AdminGuard allow={canManageUsers}>{children}</AdminGuard>;
    default:
      return children;
  }
}
