import { renderWithProviders } from '@storefront/shared/testing';
import { narrowScreen } from '@storefront/shared/testing/narrow-screen';
import { fireEvent, screen } from '@testing-library/react';
import { type RowAction, RowActions } from './row-actions';

const calls: string[] = [];
const actions: RowAction[] = [
  { label: 'Открыть', to: '/items/1', state: { from: '/items' } },
  { label: 'Удалить', named: 'Удалить: первый', color: 'error', onClick: () => calls.push('x') },
];

beforeEach(() => {
  calls.length = 0;
});

describe('RowActions', () => {
  it('shows a button per action on a wide screen: a link, and a handler that waits while busy', () => {
    const view = renderWithProviders(<RowActions actions={actions} />);
    expect(screen.getByRole('link', { name: 'Открыть' })).toHaveAttribute('href', '/items/1');
    fireEvent.click(screen.getByRole('button', { name: 'Удалить: первый' }));
    expect(calls).toEqual(['x']);
    view.unmount();
    renderWithProviders(<RowActions actions={actions} busy />);
    expect(screen.getByRole('button', { name: 'Удалить: первый' })).toBeDisabled();
  });

  it('folds them into a menu named after the row on a phone, and shows nothing without any', async () => {
    const undo = narrowScreen();
    try {
      const view = renderWithProviders(
        <RowActions actions={actions} menuLabel="Действия: первый" />,
      );
      fireEvent.click(screen.getByRole('button', { name: 'Действия: первый' }));
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Удалить' }));
      expect(calls).toEqual(['x']);
      view.unmount();
      const { container } = renderWithProviders(<RowActions actions={[]} />);
      expect(container).toBeEmptyDOMElement();
    } finally {
      undo();
    }
  });
});
