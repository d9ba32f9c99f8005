import { changeLanguage } from '@storefront/shared/i18n';
import { MemoryRouter } from '@storefront/shared/router/static';
import { inEnglish } from '@storefront/shared/testing/english';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ActionsMenu } from './actions-menu';
import { ConfirmDialog } from './confirm-dialog';
import { FormDialogActions } from './form-dialog-actions';
import { ListState } from './list-state';
import { NotFoundPage } from './not-found-page';
import { PageHeader } from './page-header';
import { Pager } from './pager';
import { SearchField } from './search-field';
import { SectionTabs } from './section-tabs';

// The back-office building blocks every remote shows, in English once it is chosen. The
// remotes pass their own texts (titles, empty states); these are shared's own.

inEnglish();

function inRouter(ui: React.ReactElement) {
  return render(<MemoryRouter>{ui}</MemoryRouter>);
}

it("the pager says 'Page N of M' between Previous and Next, in a 'Pages' landmark", async () => {
  render(<Pager page={2} pages={3} onPage={() => {}} />);
  expect(await screen.findByRole('navigation', { name: 'Pages' })).toHaveTextContent(
    'PreviousPage 2 of 3Next',
  );
  expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
});

it('a list says it is loading, and offers Retry after a failed load', async () => {
  const texts = { noneText: 'No cities yet', errorText: 'Could not load the cities' };
  const { rerender } = render(<ListState loading error={null} empty {...texts} />);
  expect(await screen.findByText('Loading...')).toBeInTheDocument();
  rerender(
    <ListState loading={false} error={new Error('x')} empty {...texts} onRetry={() => {}} />,
  );
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

it('a header shows its total with English digit grouping, read out as a total', async () => {
  render(<PageHeader title="Users" total={12345} />);
  const badge = await screen.findByLabelText('Total: 12,345');
  expect(badge).toHaveTextContent('12,345');
  await act(() => changeLanguage('ru'));
  expect(screen.getByTestId('total-badge')).toHaveAccessibleName('Всего: 12\u00a0345');
});

it('dialogs cancel with Cancel', async () => {
  render(
    <ConfirmDialog
      open
      title="Delete the city?"
      text="Moscow will be deleted."
      confirmLabel="Delete"
      onConfirm={() => {}}
      onCancel={() => {}}
    />,
  );
  expect(await screen.findByRole('button', { name: 'Cancel' })).toBeInTheDocument();
});

it('a form dialog has Cancel beside its own submit button', async () => {
  render(<FormDialogActions submitLabel="Create" onCancel={() => {}} busy={false} />);
  expect(await screen.findByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Create' })).toBeInTheDocument();
});

it('the search box, the actions menu and the section tabs have English names', async () => {
  inRouter(
    <>
      <SearchField value="" onSearch={() => {}} placeholder="Search users..." />
      <ActionsMenu actions={[{ label: 'Edit', onClick: () => {} }]} />
      <SectionTabs
        tabs={[
          { value: 'all', label: 'All' },
          { value: 'active', label: 'Active' },
        ]}
        value="all"
        onChange={() => {}}
      />
    </>,
  );
  expect(await screen.findByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
  expect(screen.getByRole('tablist', { name: 'Sections' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
  expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeInTheDocument();
});

it('an unknown address says the page was not found', async () => {
  inRouter(<NotFoundPage links={[{ to: '/admin/cities', label: 'Cities' }]} />);
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Cities' })).toHaveAttribute('href', '/admin/cities');
});
