import { jsonResponse } from '@storefront/shared/testing';
import { renderAdminApp } from '@storefront/shared/testing/admin-app';
import { inEnglish } from '@storefront/shared/testing/english';
import { page } from '@storefront/shared/testing/fixtures';
import { never, stubApi } from '@storefront/shared/testing/stub-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeCode, makeProgram, makeReferral, referralStats } from '../../testing/fixtures';

const card = (name: string) => screen.getByRole('group', { name });

describe('/admin/referrals in English', () => {
  inEnglish();

  it('shows the cards, the tabs and the overview in English', async () => {
    stubApi({
      'GET /referrals/stats': jsonResponse(200, referralStats),
      'GET /referrals/programs': jsonResponse(
        200,
        page('programs', [makeProgram({ reward_amount: 1500 })]),
      ),
      'GET /referrals/referrals': jsonResponse(
        200,
        page('referrals', [makeReferral({ status: 'pending', referee_email: null })]),
      ),
    });
    renderAdminApp('/admin/referrals');
    // The page is a lazy chunk: its first load in a file can pass the default second.
    expect(
      await screen.findByRole('heading', { name: 'Referrals' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const top = await screen.findByRole('group', { name: 'Top referrer' });
    expect(await within(top).findByText('anna')).toBeInTheDocument();
    expect(card('Programs')).toHaveTextContent('Programs3Active: 2');
    expect(card('Referrals')).toHaveTextContent('Referrals40Conversion: 12.5%');
    expect(card('Rewards paid')).toHaveTextContent('RUB 1,500');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Programs',
      'Codes',
      'Referrals',
    ]);

    const programs = await screen.findByRole('list', { name: 'Latest programs' });
    expect(programs).toHaveTextContent('Active');
    expect(programs).toHaveTextContent('Public');
    expect(programs).toHaveTextContent('Reward: RUB 1,500');
    expect(programs).toHaveTextContent('Referrals: 4');
    expect(programs).toHaveTextContent('Created: 01/04/2026');
    const referrals = await screen.findByRole('list', { name: 'Latest referrals' });
    expect(referrals).toHaveTextContent('anna → boris');
    expect(referrals).toHaveTextContent('Pending');
    expect(referrals).toHaveTextContent('No e-mail');
    expect(referrals).toHaveTextContent('Reward: RUB 100');
  });

  it('offers the status filter in English', async () => {
    stubApi({
      'GET /referrals/stats': never,
      'GET /referrals/referrals': jsonResponse(200, page('referrals', [makeReferral()])),
    });
    const user = userEvent.setup();
    renderAdminApp('/admin/referrals?tab=referrals');
    const list = await screen.findByRole('list', { name: 'Referrals' });
    expect(list).toHaveTextContent('Active');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All',
      'Active',
      'Pending',
      'Inactive',
    ]);
  });

  it('labels the codes and their toggles in English', async () => {
    stubApi({
      'GET /referrals/stats': never,
      'GET /referrals/codes': jsonResponse(
        200,
        page('codes', [makeCode(), makeCode({ id: 2, code: 'BORIS', is_active: false })]),
      ),
    });
    renderAdminApp('/admin/referrals?tab=codes');
    const list = await screen.findByRole('list', { name: 'Referral codes' });
    expect(list).toHaveTextContent('Uses: 2');
    expect(list).toHaveTextContent('Created: 02/04/2026');
    expect(screen.getByRole('button', { name: 'Deactivate ANNA2026' })).toHaveTextContent(
      'Deactivate',
    );
    expect(screen.getByRole('button', { name: 'Activate BORIS' })).toHaveTextContent('Activate');
  });

  it('opens the program dialog in English and checks the name', async () => {
    stubApi({ 'GET /referrals/stats': never, 'GET /referrals/programs': never });
    const user = userEvent.setup();
    renderAdminApp('/admin/referrals?tab=programs');
    await user.click(await screen.findByRole('button', { name: 'Create program' }));
    const dialog = await screen.findByRole('dialog', { name: 'New referral program' });
    expect(within(dialog).getByLabelText('Reward, RUB')).toHaveValue('100');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter the program name');
  });

  it('says in English why a referral was not rewarded', async () => {
    stubApi({
      'GET /referrals/stats': never,
      'GET /referrals/referrals': jsonResponse(
        200,
        page('referrals', [
          makeReferral({ id: 1, status: 'pending', not_rewarded_reason: 'free_order' }),
          makeReferral({ id: 2, status: 'inactive', not_rewarded_reason: 'referrer_inactive' }),
          makeReferral({ id: 3, status: 'inactive', not_rewarded_reason: 'no_program' }),
        ]),
      ),
    });
    renderAdminApp('/admin/referrals?tab=referrals');
    const list = await screen.findByRole('list', { name: 'Referrals' });
    expect(
      within(list)
        .getAllByTestId('referral-not-rewarded')
        .map((node) => node.textContent?.replace(/\u00a0/g, ' ')),
    ).toEqual([
      'An order of RUB 0 earns no reward: the first paid order will',
      'The referrer is deactivated: no reward was paid',
      'No program ran when the friend signed up: no reward is due',
    ]);
  });
});
