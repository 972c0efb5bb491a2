import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { isolatedText } from '../../test/isolated-text';
import { NoResults } from './TableResults';

afterEach(cleanup);

describe('NoResults', () => {
  it('isolates the searched words in its title, right-to-left ones too', () => {
    render(
      <NoResults
        search=" نورة "
        onClearSearch={() => undefined}
        noMatch="No members match"
        emptyTitle="No members yet"
      />,
    );
    expect(isolatedText(screen.getByText(/^No members match/))).toBe('No members match “[نورة]”');
  });
});
