import { jsonResponse } from '@storefront/shared/testing';
import { renderAdminApp } from '@storefront/shared/testing/admin-app';
import { inEnglish } from '@storefront/shared/testing/english';
import { stubApi } from '@storefront/shared/testing/stub-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminUser, listedUsers, rowOf, usersPage } from '../../../testing/users-fixtures';

const CYRILLIC = /[\u0400-\u04FF]/;
inEnglish();

describe('users and staff in English', () => {
  it('titles the list, its filters, badges, facts and actions, dates the English way', async () => {
    stubApi({
      'GET /admin/users': jsonResponse(200, usersPage(listedUsers(1234))),
    });
    renderAdminApp('/admin/users');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Users');
    await screen.findByText('root');
    expect(screen.getByRole('list', { name: 'Users' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Log' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search users...')).toBeInTheDocument();
    const role = screen.getByLabelText('Role');
    expect(within(role).getByRole('option', { name: 'All roles' })).toBeInTheDocument();
    expect(within(role).getByRole('option', { name: 'Executor' })).toBeInTheDocument();
    const status = screen.getByLabelText('Status');
    expect(within(status).getByRole('option', { name: 'Inactive' })).toBeInTheDocument();

    expect(within(rowOf('root')).getByText('Superuser')).toBeInTheDocument();
    expect(within(rowOf('olga')).getByText('Executor')).toBeInTheDocument();
    expect(within(rowOf('olga')).getByText('Verified')).toBeInTheDocument();
    expect(within(rowOf('petr')).getByText('Inactive')).toBeInTheDocument();
    expect(within(rowOf('masha')).getByText('Active')).toBeInTheDocument();
    expect(rowOf('petr')).toHaveTextContent('Created: 05/03/2026');
    expect(rowOf('petr')).toHaveTextContent('Sign-ins: 1,234');
    expect(rowOf('petr')).toHaveTextContent(/Last sign-in: 07\/04\/2026, \d\d:30/);
    expect(rowOf('masha')).toHaveTextContent('Last sign-in: Never');
    expect(within(rowOf('olga')).getByRole('link', { name: 'Edit olga' })).toBeInTheDocument();
    expect(
      within(rowOf('petr')).getByRole('button', { name: 'Activate petr' }),
    ).toBeInTheDocument();
    for (const name of ['root', 'olga', 'petr', 'masha']) {
      expect(rowOf(name).textContent).not.toMatch(CYRILLIC);
    }
  });

  it('confirms deactivating a staff member in English, naming the role', async () => {
    const olga = adminUser({ id: 12, username: 'olga', role: 'executor' });
    stubApi({ 'GET /admin/users': jsonResponse(200, usersPage([olga])) });
    const user = userEvent.setup();
    renderAdminApp('/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Deactivate olga' }));
    const dialog = screen.getByRole('dialog', { name: 'Deactivate user?' });
    expect(dialog).toHaveTextContent(
      'olga will no longer be able to sign in and will lose the “Executor” role, becoming a regular customer.',
    );
    expect(within(dialog).getByRole('button', { name: 'Deactivate' })).toBeInTheDocument();
  });

  it('shows the staff list with its role badges, actions and the revoke confirmation', async () => {
    const olga = adminUser({ id: 52, username: 'olga', role: 'executor' });
    stubApi({ 'GET /admin/users': jsonResponse(200, usersPage([olga])) });
    const user = userEvent.setup();
    renderAdminApp('/admin/staff');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Staff');
    await screen.findByText('olga');
    expect(screen.getByRole('list', { name: 'Staff' })).toBeInTheDocument();
    expect(within(rowOf('olga')).getByText('Executor')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Assign' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create' })).toBeInTheDocument();
    await user.click(within(rowOf('olga')).getByRole('button', { name: 'Revoke olga' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke role' });
    expect(dialog).toHaveTextContent(
      "Are you sure you want to revoke this user's staff role? They will become a regular user.",
    );
  });

  it('validates the create dialog in English', async () => {
    stubApi({ 'GET /admin/users': jsonResponse(200, usersPage([])) });
    const user = userEvent.setup();
    renderAdminApp('/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    const dialog = screen.getByRole('dialog', { name: 'Create user' });
    expect(within(dialog).getByLabelText('Username')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Password')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please fill in all fields');
    await user.type(within(dialog).getByLabelText('Username'), 'ivan');
    await user.type(within(dialog).getByLabelText('Password'), '123');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The password must be 6 to 100 characters long',
    );
  });
});
