import { fireEvent, screen } from '@testing-library/react';
import { renderStartFailingOnce } from '../testing/start-up';

describe('StartUp', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));

  it('shows a Russian error page when the configuration cannot be loaded, and retries', async () => {
    const start = renderStartFailingOnce('магазин');
    expect(screen.getByRole('status', { name: 'Загрузка' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Не удалось запустить магазин' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('магазин')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('магазин')).toBeInTheDocument();
    expect(start).toHaveBeenCalledTimes(2);
  });
});
