import { jsonResponse } from '@storefront/shared/testing';
import { renderAdminApp } from '@storefront/shared/testing/admin-app';
import { inEnglish } from '@storefront/shared/testing/english';
import { stubApi } from '@storefront/shared/testing/stub-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubOlgaEdit } from '../../../testing/users-fixtures';

inEnglish();

describe('edit pages in English', () => {
  it("user page: title, facts, the role card and the user's recent actions", async () => {
    stubOlgaEdit();
    renderAdminApp('/admin/users/52/edit');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Edit user');
    const facts = (await screen.findByText('olga')).closest('dl') as HTMLElement;
    expect(facts).toHaveTextContent('Username');
    expect(facts).toHaveTextContent('StatusInactive');
    expect(facts).toHaveTextContent(/Registered03\/02\/2026, \d\d:00/);
    expect(facts).toHaveTextContent('Last sign-inNever');
    expect(within(facts).getByText('Executor')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'User management' })).toBeInTheDocument();
    expect(screen.getByText('Current role:')).toHaveTextContent('Current role: Executor');
    expect(screen.getByText('Carries out tasks')).toBeInTheDocument();
    const select = screen.getByLabelText('New role');
    expect(within(select).getByRole('option', { name: 'Administrator' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toBeInTheDocument();
    expect(await screen.findByText('No events yet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Recent actions' })).toBeInTheDocument();
  });

  it('staff page: its title, the superuser checkbox, a failed save', async () => {
    stubOlgaEdit(500);
    const user = userEvent.setup();
    renderAdminApp('/admin/staff/52/edit');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Edit staff member');
    expect(await screen.findByRole('heading', { name: 'Change role' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('New role'), 'Administrator');
    expect(screen.getByRole('checkbox', { name: 'Make superuser' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't save the changes");
  });

  it('says a user does not exist', async () => {
    stubApi({ 'GET /admin/users/99': jsonResponse(404, { detail: 'Not found' }) });
    renderAdminApp('/admin/users/99/edit');
    expect(await screen.findByText('User not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to list' })).toBeInTheDocument();
  });
});
