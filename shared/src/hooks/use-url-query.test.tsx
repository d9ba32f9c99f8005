import { useLocation } from '@storefront/shared/router';
import { MemoryRouter } from '@storefront/shared/router/static';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { readPage, useUrlQuery } from './use-url-query';

function setup(route: string, pageKey?: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ query: useUrlQuery(pageKey), location: useLocation() }), {
    wrapper,
  });
}

describe('useUrlQuery', () => {
  it('sets values and drops empty ones', () => {
    const hook = setup('/list?role=admin');
    act(() => hook.result.current.query.update({ search: 'anna', role: '' }));
    expect(hook.result.current.location.search).toBe('?search=anna');
    act(() => hook.result.current.query.update({ search: null }));
    expect(hook.result.current.location.search).toBe('');
  });

  it('a filter change goes back to page 1, unless asked to keep the page', () => {
    const hook = setup('/list?page=3');
    act(() => hook.result.current.query.update({ role: 'staff' }, { keepPage: true }));
    expect(hook.result.current.location.search).toBe('?page=3&role=staff');
    act(() => hook.result.current.query.update({ role: 'admin' }));
    expect(hook.result.current.location.search).toBe('?role=admin');
  });

  it('writes a page number, and page 1 as no page at all', () => {
    const hook = setup('/list?search=a');
    act(() => hook.result.current.query.update({ page: 4 }));
    expect(hook.result.current.location.search).toBe('?search=a&page=4');
    act(() => hook.result.current.query.update({ page: 1 }));
    expect(hook.result.current.location.search).toBe('?search=a');
  });
});

describe('useUrlQuery with a page key of its own', () => {
  it("pages and resets its own page, leaving another list's page alone", () => {
    const hook = setup('/finance?page=2&payments_page=3', 'payments_page');
    act(() => hook.result.current.query.update({ payments_page: 1 }));
    expect(hook.result.current.location.search).toBe('?page=2');
    act(() => hook.result.current.query.update({ payments_page: 4 }));
    act(() => hook.result.current.query.update({ status: 'pending' }));
    expect(hook.result.current.location.search).toBe('?page=2&status=pending');
  });
});

describe('readPage', () => {
  it.each([
    ['page=2', 2],
    ['', 1],
    ['page=0', 1],
    ['page=-3', 1],
    ['page=1.5', 1],
    ['page=abc', 1],
  ])('%j is page %d', (query, page) => {
    expect(readPage(new URLSearchParams(query))).toBe(page);
  });
});
