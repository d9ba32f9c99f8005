import { fireEvent, render, screen } from '@testing-library/react';
import { Pager } from './pager';

describe('Pager', () => {
  it("says 'Страница N из M' and moves one page either way", () => {
    const onPage = jest.fn();
    render(<Pager page={2} pages={3} onPage={onPage} />);
    expect(screen.getByRole('navigation', { name: 'Страницы' })).toHaveTextContent(
      'Страница 2 из 3',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Назад' }));
    fireEvent.click(screen.getByRole('button', { name: 'Вперёд' }));
    expect(onPage.mock.calls).toEqual([[1], [3]]);
  });

  it('cannot go before the first page or past the last', () => {
    const { rerender } = render(<Pager page={1} pages={2} onPage={() => {}} />);
    expect(screen.getByRole('button', { name: 'Назад' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Вперёд' })).toBeEnabled();
    rerender(<Pager page={2} pages={2} onPage={() => {}} />);
    expect(screen.getByRole('button', { name: 'Вперёд' })).toBeDisabled();
  });

  it('an empty list is still page 1 of 1', () => {
    render(<Pager page={1} pages={0} onPage={() => {}} />);
    expect(screen.getByText('Страница 1 из 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Вперёд' })).toBeDisabled();
  });
});
