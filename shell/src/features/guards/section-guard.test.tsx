import { useAuthStore } from '@storefront/shared/auth-store';
import type { Role } from '@storefront/shared/contract/values';
import { Route, Routes } from '@storefront/shared/router';
import { renderWithProviders } from '@storefront/shared/testing';
import { makeUser } from '@storefront/shared/testing/fixtures';
import { act, screen } from '@testing-library/react';
import type { GuardKind } from '../../config/remote-routes';
import { setGuest, signInAs } from '../../testing/auth';
import { LocationProbe, readLocationState } from '../../testing/location-probe';
import { SectionGuard } from './section-guard';

function signInWithRole(role: Role) {
  const user = makeUser({
    role,
    role_score: { customer: 1, executor: 10, staff: 50, admin: 80 }[role],
  });
  act(() => useAuthStore.setState({ status: 'authenticated', token: 'token', user }));
}

function renderSection(kind: GuardKind, route = '/') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/login" element={<p>форма входа</p>} />
        <Route path="*" element={<SectionGuard kind={kind}>раздел</SectionGuard>} />
      </Routes>
      <LocationProbe />
    </>,
    { route },
  );
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

  it.each<[string, () => void]>([
    ['an admin', () => signInWithRole('admin')],
    ['a superuser', () => signInAs('superuser')],
  ])("refuses the customer's money pages to %s, showing the way to the admin area", (_, signIn) => {
    signIn();
    renderSection('buyer', '/user/finance');
    expect(screen.getByRole('heading', { name: 'Доступ запрещен' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Финансы — для покупателей: администратор не пополняет баланс и не приглашает друзей. Платежи покупателей — в «Журнале финансов».',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'В панель администратора' })).toHaveAttribute(
      'href',
      '/admin/statistics',
    );
    expect(screen.queryByText('раздел')).not.toBeInTheDocument();
  });

  it.each<Role>(['customer', 'executor', 'staff'])(
    "lets %s, who may buy, into the customer's money pages",
    (role) => {
      signInWithRole(role);
      renderSection('buyer', '/user/finance');
      expect(screen.getByText('раздел')).toBeInTheDocument();
      expect(screen.queryByText('Доступ запрещен')).not.toBeInTheDocument();
    },
  );

  it("sends a guest from the customer's money pages to /login, remembering the page", () => {
    setGuest();
    renderSection('buyer', '/user/finance?page=2');
    const location = screen.getByTestId('location');
    expect(location).toHaveTextContent('/login');
    expect(readLocationState(location)).toEqual({ from: '/user/finance?page=2' });
    expect(screen.getByText('форма входа')).toBeInTheDocument();
  });
});
