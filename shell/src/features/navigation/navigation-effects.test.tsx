import { REFERRAL_KEY } from '@storefront/shared/referral';
import { Link } from '@storefront/shared/router';
import { renderWithProviders } from '@storefront/shared/testing';
import { fireEvent, screen } from '@testing-library/react';
import { NavigationEffects } from './navigation-effects';

function Links() {
  return (
    <>
      <Link to="/products?ref=FRIEND42">по приглашению</Link>
      <Link to="/rules?refcode=SECOND">второе приглашение</Link>
      <Link to="/contacts">контакты</Link>
      <NavigationEffects />
    </>
  );
}

describe('NavigationEffects', () => {
  it('stores a referral code found on the opening URL', () => {
    renderWithProviders(<Links />, { route: '/?referral=START' });
    expect(localStorage.getItem(REFERRAL_KEY)).toBe('START');
  });

  it('captures the referral code on later navigations and keeps it on plain pages', () => {
    renderWithProviders(<Links />);
    expect(localStorage.getItem(REFERRAL_KEY)).toBeNull();
    fireEvent.click(screen.getByText('по приглашению'));
    expect(localStorage.getItem(REFERRAL_KEY)).toBe('FRIEND42');
    fireEvent.click(screen.getByText('контакты'));
    expect(localStorage.getItem(REFERRAL_KEY)).toBe('FRIEND42');
    fireEvent.click(screen.getByText('второе приглашение'));
    expect(localStorage.getItem(REFERRAL_KEY)).toBe('SECOND');
  });

  it('scrolls to the top on every navigation', () => {
    renderWithProviders(<Links />);
    const scroll = window.scrollTo as jest.Mock;
    scroll.mockClear();
    fireEvent.click(screen.getByText('контакты'));
    fireEvent.click(screen.getByText('по приглашению'));
    expect(scroll).toHaveBeenCalledTimes(2);
    expect(scroll).toHaveBeenLastCalledWith(0, 0);
  });
});
