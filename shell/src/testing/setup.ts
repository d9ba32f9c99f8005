import { useAuthStore } from '@storefront/shared/auth-store';
import { useThemeStore } from '@storefront/shared/theme';
import { cleanup } from '@testing-library/react';

// jsdom does not implement scrolling; the shell scrolls on every navigation.
beforeEach(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});

// The stores are module singletons: every test starts from a fresh session and the dark theme.
afterEach(() => {
  // Unmount first, or resetting the stores re-renders a finished test outside act().
  cleanup();
  useAuthStore.setState({ status: 'loading', token: null, user: null });
  useThemeStore.setState({ mode: 'dark' });
});
