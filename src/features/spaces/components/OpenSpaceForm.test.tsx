import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { isolatedName } from '../../../test/isolated-text';
import { OpenSpaceForm } from './OpenSpaceForm';

afterEach(cleanup);

describe('OpenSpaceForm', () => {
  it('isolates a typed slug it refuses in its message, a right-to-left one too', async () => {
    render(
      <MemoryRouter>
        <OpenSpaceForm />
      </MemoryRouter>,
    );
    const field = screen.getByRole('textbox', { name: 'Open a space by its slug' });
    await userEvent.type(field, 'نادي التصميم{Enter}');
    expect(field).toHaveAccessibleDescription(
      `“${isolatedName('نادي التصميم')}” is not a space slug: use letters, digits, - and _ only.`,
    );
  });
});
