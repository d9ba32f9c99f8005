import { renderWithProviders } from '@storefront/shared/testing';
import { THEME_KEY, useThemeStore } from '@storefront/shared/theme';
import { fireEvent, screen } from '@testing-library/react';
import { ThemeToggleButton } from './theme-toggle-button';
import { ThemeToggleItem } from './theme-toggle-item';

describe('theme toggle', () => {
  it('switches dark to light and back, storing each choice', () => {
    renderWithProviders(<ThemeToggleButton />);
    const button = screen.getByRole('button', { name: 'Переключить тему' });
    fireEvent.click(button);
    expect(useThemeStore.getState().mode).toBe('light');
    expect(localStorage.getItem(THEME_KEY)).toBe('light');
    fireEvent.click(button);
    expect(useThemeStore.getState().mode).toBe('dark');
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
  });

  it('labels the menu entry with the theme it switches to', () => {
    renderWithProviders(<ThemeToggleItem />);
    fireEvent.click(screen.getByRole('button', { name: 'Светлая тема' }));
    expect(localStorage.getItem(THEME_KEY)).toBe('light');
    expect(screen.getByRole('button', { name: 'Тёмная тема' })).toBeInTheDocument();
  });
});
