import { Typography } from '@storefront/shared/mui/core';
import { Route, Routes } from '@storefront/shared/router';
import { FlashProvider } from '@storefront/shared/ui/admin/flash';
import { LazyNotFoundPage } from '@storefront/shared/ui/admin/lazy-not-found-page';
import type { NotFoundLink } from '@storefront/shared/ui/admin/not-found-page';
import { type ReactNode, Suspense } from 'react';

/** Addresses below one of a remote's sections that no page answers, and the ways back. */
export interface UnknownAddresses {
  path: string;
  links: readonly NotFoundLink[];
}

export interface AdminRoutesProps {
  /** What shows while a page's chunk loads. */
  loading: string;
  /** The remote's pages, as `<Route>`s. */
  children: ReactNode;
  /** The not-found pages, one per section. */
  unknown: readonly UnknownAddresses[];
}

/**
 * A back-office remote's `./App` around its pages: one message area for them all (a message
 * outlives the navigation after a save), each page's chunk loaded under one fallback, and
 * a not-found page below each section for any other address there.
 */
export function AdminRoutes({ loading, children, unknown }: AdminRoutesProps) {
  return (
    <FlashProvider>
      <Suspense fallback={<Typography>{loading}</Typography>}>
        <Routes>
          {children}
          {unknown.map(({ path, links }) => (
            <Route key={path} path={path} element={<LazyNotFoundPage links={links} />} />
          ))}
        </Routes>
      </Suspense>
    </FlashProvider>
  );
}
