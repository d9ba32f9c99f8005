import { joinPath, type RemoteAppProps } from '@storefront/shared/remote-contract';
import { StubPage } from '@storefront/shared/ui/stub-page';
import { Route, Routes } from 'react-router-dom';

/** `./App`: the marketing back-office (coupons, referrals). The shell applies the admin guard. */
export default function App({ basePath }: RemoteAppProps) {
  return (
    <Routes>
      <Route
        path={joinPath(basePath, 'coupons/*')}
        element={<StubPage title="Купоны" text="Раздел в разработке" />}
      />
      <Route
        path={joinPath(basePath, 'referrals/*')}
        element={<StubPage title="Рефералы" text="Раздел в разработке" />}
      />
    </Routes>
  );
}
