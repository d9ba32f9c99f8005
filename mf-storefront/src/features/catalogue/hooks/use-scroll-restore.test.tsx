import { Route, Routes, useNavigate } from '@storefront/shared/router';
import { MemoryRouter } from '@storefront/shared/router/static';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useScrollRestore } from './use-scroll-restore';

function List({ ready }: { ready: boolean }) {
  useScrollRestore(ready);
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate('/products/1')}>
        open
      </button>
      <button type="button" onClick={() => navigate('/products?page=2', { replace: true })}>
        more
      </button>
    </>
  );
}

function Product() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate(-1)}>
        back
      </button>
      <button type="button" onClick={() => navigate('/products')}>
        list
      </button>
    </>
  );
}

function renderList(ready: boolean) {
  const tree = (ready: boolean) => (
    <MemoryRouter initialEntries={['/products']}>
      <Routes>
        <Route path="/products" element={<List ready={ready} />} />
        <Route path="/products/1" element={<Product />} />
      </Routes>
    </MemoryRouter>
  );
  const view = render(tree(ready));
  return { ...view, ready: () => view.rerender(tree(true)) };
}

let y = 0;
/** The window scrolled to `to`, as the browser reports it. */
async function scrollTo(to: number) {
  y = to;
  fireEvent.scroll(window);
  await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}
const nextFrame = () => act(() => new Promise((resolve) => requestAnimationFrame(resolve)));

let scroll: jest.SpyInstance;
beforeEach(() => {
  y = 0;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  scroll = jest.spyOn(window, 'scrollTo').mockImplementation(((_x: number, to: number) => {
    y = to;
  }) as typeof window.scrollTo);
});

describe('the list scroll', () => {
  it('is restored on Back only once the list is ready, after the shell scrolled to the top', async () => {
    const view = renderList(false);
    await scrollTo(2400);
    fireEvent.click(screen.getByText('open'));
    y = 0; // the product page starts at the top
    fireEvent.click(screen.getByText('back'));
    await nextFrame();
    expect(scroll).not.toHaveBeenCalled();
    view.ready();
    await waitFor(() => expect(scroll).toHaveBeenCalledWith(0, 2400));
  });

  it("stays where the visitor is when the list's own address is replaced", async () => {
    renderList(false);
    await scrollTo(900);
    fireEvent.click(screen.getByText('more'));
    y = 0; // the shell's scroll to the top on a new address
    await waitFor(() => expect(scroll).toHaveBeenCalledWith(0, 900));
  });

  it('starts a list opened anew (a link, not Back) at the top', async () => {
    renderList(true);
    await scrollTo(1200);
    fireEvent.click(screen.getByText('open'));
    y = 0;
    fireEvent.click(screen.getByText('list'));
    await nextFrame();
    await nextFrame();
    expect(scroll).not.toHaveBeenCalled();
  });
});
