import { CssBaseline, ThemeProvider } from '@storefront/shared/mui/core';
import { createMuiTheme } from '@storefront/shared/mui-theme';
import { MemoryRouter } from '@storefront/shared/router/static';
import { swrConfig } from '@storefront/shared/swr-config';
import { type RenderResult, render, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';

export interface RenderOptions {
  /** The URL the memory router starts at. */
  route?: string;
}

/**
 * Renders a component the way the shell hosts it: router, theme and SWR, with a fresh SWR
 * cache per test so no answer leaks from one test into the next.
 */
export function renderWithProviders(ui: ReactElement, { route = '/' }: RenderOptions = {}) {
  const result: RenderResult = render(
    <MemoryRouter initialEntries={[route]}>
      <ThemeProvider theme={createMuiTheme('dark')}>
        <CssBaseline />
        <SWRConfig value={{ ...swrConfig, provider: () => new Map(), onErrorRetry: () => {} }}>
          {ui}
        </SWRConfig>
      </ThemeProvider>
    </MemoryRouter>,
  );
  return result;
}

/** A fetch stub answering one JSON body; enough for unit tests of code that calls the API. */
export function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The buttons' texts inside `element`, in order: what a dialog offers, as a person reads it. */
export function buttonTexts(element: HTMLElement): (string | null)[] {
  return within(element)
    .getAllByRole('button')
    .map((button) => button.textContent);
}
