import { useAuthStore } from '@storefront/shared/auth-store';
import { CssBaseline, ThemeProvider } from '@storefront/shared/mui/core';
import { createMuiTheme } from '@storefront/shared/mui-theme';
import { MemoryRouter } from '@storefront/shared/router/static';
import { useShopSettings } from '@storefront/shared/shop/settings';
import { swrConfig } from '@storefront/shared/swr-config';
import { jsonResponse } from '@storefront/shared/testing';
import { boss } from '@storefront/shared/testing/remote-app';
import { stubApi } from '@storefront/shared/testing/stub-api';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import App from '../../../remote-entry';
import { shopSettings } from '../../../testing/shop-settings';

/** The shell header's reader of the shared entry: the wordmark, 'МАГАЗИН' while unset. */
function Wordmark() {
  const { data } = useShopSettings();
  return <output data-testid="wordmark">{data ? data.shop_name || 'МАГАЗИН' : ''}</output>;
}

// Unlike the other page tests, on SWR's default cache (no per-test provider), the one the
// shell's header and this remote share in the browser: a save must reach that reader at once.
it("replaces the shared settings entry, so the shell's wordmark follows without a request", async () => {
  const user = userEvent.setup();
  const api = stubApi({
    'GET /settings': jsonResponse(200, shopSettings({ shop_name: '' })),
    'PUT /admin/settings': jsonResponse(200, shopSettings({ shop_name: 'Лавка у дома' })),
  });
  localStorage.setItem('access_token', 'tok-1');
  useAuthStore.setState({ status: 'authenticated', token: 'tok-1', user: boss });
  render(
    <MemoryRouter initialEntries={['/admin/settings']}>
      <ThemeProvider theme={createMuiTheme('dark')}>
        <CssBaseline />
        <SWRConfig value={{ ...swrConfig, onErrorRetry: () => {} }}>
          <Wordmark />
          <App basePath="/admin" />
        </SWRConfig>
      </ThemeProvider>
    </MemoryRouter>,
  );
  const name = await screen.findByLabelText('Название магазина');
  expect(screen.getByTestId('wordmark')).toHaveTextContent('МАГАЗИН');
  await user.click(name);
  await user.paste('  Лавка у дома ');
  // The form's own read on mount has been answered by now; none may follow the save.
  const reads = api.to('GET', '/settings').length;
  await user.click(screen.getByRole('button', { name: 'Сохранить' }));
  expect(await screen.findByText('Настройки сохранены')).toBeInTheDocument();
  // The answer of PUT (trimmed by the server), not what was typed, and no GET after it.
  expect(screen.getByTestId('wordmark')).toHaveTextContent(/^Лавка у дома$/);
  expect(api.to('GET', '/settings')).toHaveLength(reads);
});
