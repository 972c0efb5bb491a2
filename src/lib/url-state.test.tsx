import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useUrlState, type UrlStateCodec } from './url-state';

interface Filters {
  search: string;
  page: number;
}

const codec: UrlStateCodec<Filters> = {
  parse(params) {
    const ignored: string[] = [];
    const rawPage = params.get('page');
    let page = 1;
    if (rawPage !== null) {
      if (/^\d+$/.test(rawPage) && Number(rawPage) >= 1) page = Number(rawPage);
      else ignored.push(`page=${rawPage}`);
    }
    return { state: { search: params.get('search') ?? '', page }, ignored };
  },
  serialize({ search, page }) {
    const params = new URLSearchParams();
    if (search) params.set('search', search);
    if (page !== 1) params.set('page', String(page));
    return params;
  },
};

function setup(initial: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[initial]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ url: useUrlState(codec), location: useLocation() }), { wrapper });
}

describe('useUrlState', () => {
  it('parses the URL and reports what it could not read', () => {
    const { result } = setup('/x?search=ana&page=abc');
    expect(result.current.url.state).toEqual({ search: 'ana', page: 1 });
    expect(result.current.url.ignored).toEqual(['page=abc']);
  });

  it('writes changes back, dropping defaults', () => {
    const { result } = setup('/x?search=ana&page=3');
    act(() => result.current.url.setState({ search: '', page: 1 }));
    expect(result.current.location.search).toBe('');
    act(() => result.current.url.setState((current) => ({ page: current.page + 1 })));
    expect(result.current.location.search).toBe('?page=2');
  });

  it('keeps every change made before the router renders the previous one', () => {
    const { result } = setup('/x?search=ana&page=3');
    act(() => {
      const { setState } = result.current.url;
      setState({ search: '', page: 1 });
      setState({ page: 4 });
    });
    expect(result.current.location.search).toBe('?page=4');
  });
});
