import type { RemoteAppProps } from '@storefront/shared/remote-contract';
import { joinPath } from '@storefront/shared/remote-contract';
import { StubPage } from '@storefront/shared/ui/stub-page';
import { Route, Routes } from 'react-router-dom';

/** `./App`: the catalog back-office (cities, districts, products). The shell applies the admin guard. */
export default function App({ basePath }: RemoteAppProps) {
  return (
    <Routes>
      <Route
        path={joinPath(basePath, 'cities/*')}
        element={<StubPage title="Города" text="Раздел в разработке" />}
      />
      <Route
        path={joinPath(basePath, 'products/*')}
        element={<StubPage title="Товары" text="Раздел в разработке" />}
      />
    </Routes>
  );
}
