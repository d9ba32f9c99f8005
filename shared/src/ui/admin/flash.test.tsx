import { act, fireEvent, render, screen } from '@testing-library/react';
import { FlashProvider, useNotify } from './flash';

function Actions() {
  const notify = useNotify();
  return (
    <>
      <button type="button" onClick={() => notify('success', 'Сохранено')}>
        ok
      </button>
      <button type="button" onClick={() => notify('error', 'Не удалось')}>
        fail
      </button>
    </>
  );
}

describe('FlashProvider', () => {
  it('shows a success as a status and an error as an alert, the newest replacing the last', async () => {
    render(
      <FlashProvider>
        <Actions />
      </FlashProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'ok' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Сохранено');
    fireEvent.click(screen.getByRole('button', { name: 'fail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось');
    expect(screen.queryByText('Сохранено')).not.toBeInTheDocument();
  });

  it('the close button removes the message', async () => {
    render(
      <FlashProvider>
        <Actions />
      </FlashProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'fail' }));
    await screen.findByRole('alert');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: /close|закрыть/i }));
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('outside a provider, notify does nothing rather than throwing', () => {
    render(<Actions />);
    expect(() => fireEvent.click(screen.getByRole('button', { name: 'ok' }))).not.toThrow();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
