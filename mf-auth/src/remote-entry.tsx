import type { RemoteAppProps } from '@storefront/shared/remote-contract';
import { Route, Routes } from 'react-router-dom';

export default function App(_props: RemoteAppProps) {
  return (
    <Routes>
      <Route path="login" element={<p>login</p>} />
      <Route path="register" element={<p>register</p>} />
    </Routes>
  );
}
