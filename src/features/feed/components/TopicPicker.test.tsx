import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isolatedName } from '../../../test/isolated-text';
import { TopicPicker } from './TopicPicker';

afterEach(cleanup);

const field = () => screen.getByRole('combobox', { name: 'Topic' });

describe('TopicPicker', () => {
  it('isolates typed words in the slug suggestion and in the field’s message, right-to-left ones too', async () => {
    const onChange = vi.fn();
    render(<TopicPicker value="" onChange={onChange} topics={[]} />);
    await userEvent.type(field(), 'أسئلة');
    expect(
      await screen.findByRole('option', { name: `Use topic slug “${isolatedName('أسئلة')}”` }),
    ).toBeInTheDocument();

    await userEvent.clear(field());
    await userEvent.type(field(), 'שאלה חדשה{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(field()).toHaveAccessibleDescription(
      `“${isolatedName('שאלה חדשה')}” is not applied: pick a topic from the suggestions, or type a topic slug (letters, digits, - and _).`,
    );
  });
});
