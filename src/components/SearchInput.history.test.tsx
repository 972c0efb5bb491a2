import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUrlState, type UrlStateCodec } from '../lib/url-state';
import { SearchInput } from './SearchInput';

/** The search box wired to the URL as every page wires it, in a router with real history. */
const searchCodec: UrlStateCodec<{ search: string }> = {
  parse: (params) => ({ state: { search: params.get('search') ?? '' }, ignored: [] }),
  serialize: ({ search }) => new URLSearchParams(search ? { search } : {}),
};

function SearchPage() {
  const { state, setState } = useUrlState(searchCodec);
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <SearchInput
        label="Search members"
        value={state.search}
        onSearch={(search, history) => setState({ search }, history)}
      />
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
      <output aria-label="Address">{`${location.pathname}${location.search}`}</output>
    </>
  );
}

describe('SearchInput in the browser history', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  function setup(address = '/members') {
    render(
      <MemoryRouter initialEntries={['/before', address]} initialIndex={1}>
        <SearchPage />
      </MemoryRouter>,
    );
    const input = screen.getByLabelText('Search members');
    const typeAndPause = (text: string) => {
      fireEvent.change(input, { target: { value: text } });
      act(() => vi.advanceTimersByTime(250));
    };
    const back = () => fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    return { input, typeAndPause, back, address: () => screen.getByLabelText('Address') };
  }

  it('Back after a search returns to the page before it, not to each letter', () => {
    const { input, typeAndPause, back, address } = setup();
    typeAndPause('an');
    typeAndPause('ana');
    expect(address()).toHaveTextContent('/members?search=ana');
    back();
    expect(address()).toHaveTextContent(/^\/members$/);
    expect(input).toHaveValue('');
  });

  it('a second search (after Enter) gets its own entry', () => {
    const { input, typeAndPause, back, address } = setup();
    typeAndPause('ana');
    fireEvent.keyDown(input, { key: 'Enter' });
    typeAndPause('zoe');
    back();
    expect(address()).toHaveTextContent('/members?search=ana');
    expect(input).toHaveValue('ana');
  });

  it('Escape clears the search at once; Back brings it back', () => {
    const { input, back, address } = setup('/members?search=ana');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(address()).toHaveTextContent(/^\/members$/);
    expect(input).toHaveValue('');
    back();
    expect(address()).toHaveTextContent('/members?search=ana');
    expect(input).toHaveValue('ana');
  });
});
