import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFocusShortcut } from './use-focus-shortcut';

function Page({ withDialog = false }: { withDialog?: boolean }) {
  const field = useRef<HTMLInputElement>(null);
  useFocusShortcut(field);
  return (
    <div>
      <input aria-label="Search" ref={field} defaultValue="ana" />
      <textarea aria-label="Notes" />
      <button type="button">Elsewhere</button>
      {withDialog ? <dialog open>Panel</dialog> : null}
    </div>
  );
}

describe('useFocusShortcut', () => {
  afterEach(cleanup);

  it('focuses the field on / and keeps the slash out of it', () => {
    render(<Page />);
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    const allowed = fireEvent.keyDown(screen.getByRole('button', { name: 'Elsewhere' }), {
      key: '/',
    });
    expect(allowed).toBe(false);
    expect(screen.getByLabelText('Search')).toHaveFocus();
  });

  it('leaves / alone while typing elsewhere', () => {
    render(<Page />);
    const notes = screen.getByLabelText('Notes');
    notes.focus();
    expect(fireEvent.keyDown(notes, { key: '/' })).toBe(true);
    expect(notes).toHaveFocus();
  });

  it('leaves / alone with a modifier or while a dialog is open', () => {
    const { unmount } = render(<Page />);
    fireEvent.keyDown(document.body, { key: '/', ctrlKey: true });
    expect(screen.getByLabelText('Search')).not.toHaveFocus();
    unmount();
    render(<Page withDialog />);
    fireEvent.keyDown(document.body, { key: '/' });
    expect(screen.getByLabelText('Search')).not.toHaveFocus();
  });
});
