import { SEARCH_DEBOUNCE_MS } from '@storefront/shared/hooks/use-debounced-value-commit';
import { useListParams } from '@storefront/shared/hooks/use-list-params';
import { Link, Route, Routes, useLocation } from '@storefront/shared/router';
import { MemoryRouter } from '@storefront/shared/router/static';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { SearchField } from './search-field';

function ListScreen() {
  const list = useListParams();
  return (
    <>
      <SearchField value={list.search} onSearch={list.setSearch} placeholder="Логин" />
      <Link to="/next">Дальше</Link>
      <Link to="/list/5">Строка</Link>
    </>
  );
}

/** A page whose chunk is still loading: the list stays mounted, hidden, behind the fallback. */
const LoadingPage = lazy(() => new Promise<never>(() => {}));

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** Routed as the shell routes (no transitions), so a page still loading hides the list. */
function renderScreens() {
  render(
    <MemoryRouter initialEntries={['/list']} useTransitions={false}>
      <Suspense fallback={<p>Загрузка...</p>}>
        <Routes>
          {/* One element for two paths: the screen stays mounted when the route changes. */}
          <Route path="/list/:id?" element={<ListScreen />} />
          <Route path="/next" element={<LoadingPage />} />
        </Routes>
      </Suspense>
      <Location />
    </MemoryRouter>,
  );
}

const type = (text: string) =>
  fireEvent.change(screen.getByRole('searchbox', { name: 'Поиск' }), { target: { value: text } });

describe('SearchField leaving its screen before the debounce', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('drops the pending search when the next page is still loading (hidden, not unmounted)', () => {
    renderScreens();
    type('anna');
    fireEvent.click(screen.getByRole('link', { name: 'Дальше' }));
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/next$/);
  });

  it('drops the pending search when the route changes under the same screen', () => {
    renderScreens();
    type('anna');
    fireEvent.click(screen.getByRole('link', { name: 'Строка' }));
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/list\/5$/);
  });

  it('still applies a search typed on the screen', () => {
    renderScreens();
    type('anna');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/list\?search=anna$/);
  });
});
