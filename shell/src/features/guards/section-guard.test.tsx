import { useAuthStore } from '@storefront/shared/auth-store';
import type { Role } from '@storefront/shared/dto';
import { renderWithProviders } from '@storefront/shared/testing';
import { makeUser } from '@storefront/shared/testing/fixtures';
import { act, screen } from '@testing-library/react';
import { SectionGuard } from './section-guard';

function signInWithRole(role: Role) {
  const user = makeUser({
    role,
    role_score: { customer: 1, executor: 10, staff: 50, admin: 80 }[role],
  });
  act(() => useAuthStore.setState({ status: 'authenticated', token: 'token', user }));
}

function renderSection(kind: 'admin' | 'manager') {
  return renderWithProviders(<SectionGuard kind={kind}>раздел</SectionGuard>);
}

describe('SectionGuard', () => {
  it.each<[Role, boolean]>([
    ['staff', true],
    ['admin', true],
    ['executor', false],
    ['customer', false],
  ])('lets %s into the users and staff screens: %s', (role, admitted) => {
    signInWithRole(role);
    renderSection('manager');
    expect(screen.queryByText('раздел') !== null).toBe(admitted);
    expect(screen.queryByText('Доступ запрещен') !== null).toBe(!admitted);
  });

  it('keeps staff out of the admin-only sections', () => {
    signInWithRole('staff');
    renderSection('admin');
    expect(screen.getByText('Доступ запрещен')).toBeInTheDocument();
  });
});
