import { useLocation } from '@storefront/shared/router';
import { MemoryRouter } from '@storefront/shared/router/static';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { FilterBar, type FilterControls } from './filter-bar';
import { FilteredList } from './filtered-list';
import { ListFrame, type ListResult } from './list-frame';
import { dayFilter, defineFilters, idFilter, oneOf, useListQuery } from './list-query';

const FILTERS = defineFilters({
  status: oneOf(['open', 'closed']),
  city: idFilter(),
  from: dayFilter(),
  to: dayFilter({ after: 'from' }),
});

const CONTROLS: FilterControls<typeof FILTERS> = {
  status: { label: 'Статус', all: 'Все', optionLabel: (s) => s.toUpperCase() },
  city: { label: 'Город', all: 'Все города', options: [{ value: '1', label: 'Москва' }] },
  from: { label: 'С' },
  to: { label: 'По' },
};

const TEXTS = { rows: 'Строки', none: 'Пусто', notFound: 'Не найдено', error: 'Ошибка' };

function Where() {
  const { search } = useLocation();
  return <output data-testid="where">{search}</output>;
}

function Bar() {
  const query = useListQuery(FILTERS);
  return (
    <FilterBar
      query={query}
      search={{ placeholder: 'Номер' }}
      controls={CONTROLS}
      resetLabel="Сбросить"
    />
  );
}

function Frame({ result, pager }: { result: ListResult; pager?: 'several' | 'several-or-later' }) {
  const query = useListQuery(FILTERS);
  const items = ['a', 'b'];
  return (
    <ListFrame
      query={query}
      result={result}
      items={result.data ? items : []}
      texts={TEXTS}
      pager={pager}
      row={(item) => <li key={item}>{item}</li>}
    />
  );
}

/** A remote's usual list screen: the filters over the frame, on one query. */
function FilteredScreen({ result }: { result: ListResult }) {
  const query = useListQuery(FILTERS);
  const items = query.filtered ? [] : ['a'];
  const frame = { result, items, texts: TEXTS, row: (item: string) => <li key={item}>{item}</li> };
  return <FilteredList query={query} controls={CONTROLS} {...frame} />;
}

function at(route: string, ui: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[route]}>
      {ui}
      <Where />
    </MemoryRouter>,
  );
}

describe('FilterBar', () => {
  it('draws the spec: a select per oneOf and id filter, linked dates, the reset', () => {
    at('/l?status=closed&city=9&from=2026-01-02&to=2026-01-05', <Bar />);
    const status = screen.getByRole('combobox', { name: 'Статус' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Все', 'OPEN', 'CLOSED']);
    expect(status).toHaveValue('closed');
    // A city the choices do not hold stays selectable rather than blank.
    const city = screen.getByRole('combobox', { name: 'Город' });
    expect(
      within(city)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Все города', 'Москва', '#9']);
    expect(screen.getByLabelText('С')).toHaveAttribute('max', '2026-01-05');
    expect(screen.getByLabelText('По')).toHaveAttribute('min', '2026-01-02');
    fireEvent.change(status, { target: { value: 'open' } });
    expect(screen.getByTestId('where')).toHaveTextContent('status=open');
    fireEvent.click(screen.getByRole('button', { name: 'Сбросить' }));
    expect(screen.getByTestId('where')).toBeEmptyDOMElement();
    expect(screen.queryByRole('button', { name: 'Сбросить' })).not.toBeInTheDocument();
  });

  it('says a range end before its start is not applied, under the end (issue 23)', () => {
    at('/l?from=2026-01-05&to=2026-01-02', <Bar />);
    const end = screen.getByLabelText('По');
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(end).toHaveAccessibleDescription('Конец периода раньше начала: он не учтён');
    expect(screen.getByLabelText('С')).not.toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(end, { target: { value: '2026-01-06' } });
    expect(screen.getByLabelText('По')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Конец периода раньше начала: он не учтён')).not.toBeInTheDocument();
  });
});

describe('ListFrame', () => {
  const loaded = (pages: number): ListResult => ({
    data: { pages },
    error: null,
    isLoading: false,
  });

  it('shows the rows and the pager, and moves a page past the end to the last', () => {
    at('/l?page=5', <Frame result={loaded(2)} />);
    expect(
      within(screen.getByRole('list', { name: 'Строки' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(screen.getByTestId('where')).toHaveTextContent('?page=2');
    expect(screen.getByRole('navigation', { name: 'Страницы' })).toHaveTextContent(
      'Страница 2 из 2',
    );
  });

  it("says 'not found' while filtered, and the failure before anything is loaded", () => {
    const { unmount } = at(
      '/l?status=open',
      <Frame result={{ error: null, isLoading: false, data: undefined }} />,
    );
    expect(screen.getByText('Не найдено')).toBeInTheDocument();
    unmount();
    at('/l', <Frame result={{ error: new Error('x'), isLoading: false }} />);
    expect(screen.getByText('Ошибка')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it("'several' hides the pager of a single page; 'several-or-later' keeps it on a later one", () => {
    const { unmount } = at('/l', <Frame result={loaded(1)} pager="several" />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    unmount();
    at('/l?page=2', <Frame result={loaded(0)} pager="several-or-later" />);
    expect(screen.getByRole('navigation', { name: 'Страницы' })).toBeInTheDocument();
  });
});

describe('FilteredList', () => {
  it('draws the filters over the frame, both on the one URL query', () => {
    at('/l', <FilteredScreen result={{ data: { pages: 1 }, error: null, isLoading: false }} />);
    expect(within(screen.getByRole('list', { name: 'Строки' })).getByText('a')).toBeVisible();
    const status = screen.getByRole('combobox', { name: 'Статус' });
    fireEvent.change(status, { target: { value: 'closed' } });
    expect(screen.getByTestId('where')).toHaveTextContent('?status=closed');
    expect(screen.getByText('Не найдено')).toBeInTheDocument();
  });
});
