import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { SHORTCUTS } from './keyboard-shortcuts';
import { useFocusShortcut } from './use-focus-shortcut';

afterEach(cleanup);

describe('the handlers do what the shortcut table says', () => {
  it('focuses the search box on the table’s key', () => {
    function Page() {
      const field = useRef<HTMLInputElement>(null);
      useFocusShortcut(field);
      return <input aria-label="Search" ref={field} />;
    }
    render(<Page />);
    fireEvent.keyDown(document.body, { key: SHORTCUTS.focusSearch.chords[0].key });
    expect(screen.getByLabelText('Search')).toHaveFocus();
  });
});
