import { useLocation } from '@storefront/shared/router';
import { MemoryRouter } from '@storefront/shared/router/static';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { dayFilter, defineFilters, idFilter, oneOf, useListQuery } from './list-query';

const FILTERS = defineFilters({
  status: oneOf(['open', 'closed']),
  city: idFilter(),
  from: dayFilter(),
});

function setup(route: string, search?: boolean) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ query: useListQuery(FILTERS, { search }), location: useLocation() }), {
    wrapper,
  });
}

describe('useListQuery', () => {
  it('reads each filter by its spec, anything else as unset', () => {
    const good = setup('/l?status=open&city=7&from=2026-01-31&page=2&search=%09anna%20');
    expect(good.result.current.query.filters).toEqual({
      status: 'open',
      city: 7,
      from: '2026-01-31',
    });
    expect(good.result.current.query.pageQuery).toEqual({ page: 2, size: 20, search: 'anna' });
    expect(good.result.current.query.filtered).toBe(true);
    const bad = setup('/l?status=gone&city=-1&from=31.01.2026');
    expect(bad.result.current.query.filters).toEqual({ status: '', city: null, from: '' });
    expect(bad.result.current.query.anyFilter).toBe(false);
    expect(bad.result.current.query.filtered).toBe(false);
  });

  it('sends only the filters that are set', () => {
    expect(setup('/l?status=open&city=7').result.current.query.sent).toEqual({
      status: 'open',
      city: 7,
    });
    expect(setup('/l?status=gone&city=-1').result.current.query.sent).toEqual({});
  });

  it('leaves a range end before its start out of the call, and names it (issue 23)', () => {
    const RANGE = defineFilters({ from: dayFilter(), to: dayFilter({ after: 'from' }) });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/l?from=2026-02-02&to=2026-02-01']}>{children}</MemoryRouter>
    );
    const reversed = renderHook(() => useListQuery(RANGE), { wrapper }).result.current;
    expect(reversed.sent).toEqual({ from: '2026-02-02' });
    expect(reversed.reversed).toEqual(['to']);
    const sameDay = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/l?from=2026-02-02&to=2026-02-02']}>{children}</MemoryRouter>
    );
    const oneDay = renderHook(() => useListQuery(RANGE), { wrapper: sameDay }).result.current;
    expect(oneDay.sent).toEqual({ from: '2026-02-02', to: '2026-02-02' });
    expect(oneDay.reversed).toEqual([]);
  });

  it('a list without a search box ignores a search in the address', () => {
    const hook = setup('/l?search=anna', false);
    expect(hook.result.current.query.pageQuery).toEqual({ page: 1, size: 20, search: undefined });
    expect(hook.result.current.query.filtered).toBe(false);
  });

  it('sets a filter on page 1 and resets every filter but the search', () => {
    const hook = setup('/l?page=3&search=a&from=2026-01-01');
    act(() => hook.result.current.query.setFilter('status', 'closed'));
    expect(hook.result.current.location.search).toBe('?search=a&from=2026-01-01&status=closed');
    act(() => hook.result.current.query.resetFilters());
    expect(hook.result.current.location.search).toBe('?search=a');
  });
});
