import { StandaloneHost } from '@storefront/shared/ui/standalone-host';
import { createRoot } from 'react-dom/client';
import App from './remote-entry';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StandaloneHost name="mf-admin-support">
      <App basePath="/admin" />
    </StandaloneHost>,
  );
}
