import { fireEvent, render, screen } from '@testing-library/react';
import { ListState, type ListStateProps } from './list-state';

const base: ListStateProps = {
  loading: false,
  error: null,
  empty: true,
  notFoundText: 'Ничего не найдено',
  noneText: 'Пока пусто',
  errorText: 'Ошибка загрузки данных',
};

describe('ListState', () => {
  it('says which empty it is: nothing yet, or nothing found by the search', () => {
    const { rerender } = render(<ListState {...base} />);
    expect(screen.getByText('Пока пусто')).toBeInTheDocument();
    rerender(<ListState {...base} searching />);
    expect(screen.getByText('Ничего не найдено')).toBeInTheDocument();
    rerender(<ListState {...base} searching notFoundText={undefined} />);
    expect(screen.getByText('Пока пусто')).toBeInTheDocument();
  });

  it('shows nothing when there are rows, and loading before anything else', () => {
    const { container, rerender } = render(<ListState {...base} empty={false} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<ListState {...base} loading error={new Error('x')} />);
    expect(screen.getByText('Загрузка...')).toBeInTheDocument();
  });

  it("a failed load says the remote's text, with 'Повторить' only when it can retry", () => {
    const onRetry = jest.fn();
    const { rerender } = render(<ListState {...base} error={new Error('x')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Ошибка загрузки данных');
    expect(screen.queryByRole('button', { name: 'Повторить' })).not.toBeInTheDocument();
    rerender(<ListState {...base} error={new Error('x')} onRetry={onRetry} />);
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
