import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { named } from '../../lib/sentence';
import { isolatedName, isolatedText } from '../../test/isolated-text';
import { Combobox, type ComboboxOption } from './Combobox';
import { usePickerText } from './use-picker-text';

afterEach(cleanup);

const FRUITS: ComboboxOption<string>[] = [
  { key: 'a', label: 'Apple', detail: 'apple', value: 'apple' },
  { key: 'b', label: 'Banana', detail: 'banana', value: 'banana' },
  { key: 'c', label: 'Cherry', detail: 'cherry', value: 'cherry' },
];

interface HarnessProps {
  initial?: string;
  onChange?: (value: string) => void;
  onCommitText?: (text: string) => string | null;
  options?: ComboboxOption<string>[];
}

/** A picker over fixed options whose chosen value lives in the harness, as a URL would hold it. */
function Harness({
  initial = '',
  onChange = () => undefined,
  onCommitText = () => 'Pick a fruit.',
  options = FRUITS,
}: HarnessProps) {
  const [value, setValue] = useState(initial);
  const text = usePickerText(value);
  const choose = (next: string) => {
    setValue(next);
    onChange(next);
  };
  return (
    <>
      <Combobox
        label="Fruit"
        options={options.filter((option) =>
          option.label.toLowerCase().includes(text.text.toLowerCase()),
        )}
        valueLabel={options.find((option) => option.value === value)?.label ?? value}
        draft={text.draft}
        onDraftChange={text.setDraft}
        onPick={choose}
        onClear={() => choose('')}
        onCommitText={onCommitText}
        emptyText={(typed) => ['No fruit matches “', named(typed), '”.']}
      />
      <button type="button" onClick={() => setValue('cherry')}>
        Back
      </button>
    </>
  );
}

const field = () => screen.getByRole('combobox', { name: 'Fruit' });
// Hidden, it has no accessible name: found by role alone.
const listbox = () => screen.getByRole('listbox', { hidden: true });

describe('Combobox', () => {
  it('is a combobox that controls its listbox, closed until asked', async () => {
    render(<Harness />);
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(field()).toHaveAttribute('aria-autocomplete', 'list');
    expect(field()).toHaveAttribute('aria-controls', listbox().id);
    expect(listbox()).not.toBeVisible();

    await userEvent.type(field(), 'an');
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox', { name: 'Fruit suggestions' })).toBeVisible();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Bananabanana',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('1 suggestion');
  });

  it('moves the active option with the arrow keys, wrapping, and picks it with Enter', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    field().focus();
    await userEvent.keyboard('{ArrowDown}');
    const options = () => screen.getAllByRole('option');
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    expect(field()).toHaveAttribute('aria-activedescendant', options()[0]!.id);
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    expect(options()[1]).toHaveAttribute('aria-selected', 'false');

    await userEvent.keyboard('{ArrowUp}');
    expect(field()).toHaveAttribute('aria-activedescendant', options()[2]!.id);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(field()).toHaveAttribute('aria-activedescendant', options()[1]!.id);

    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('banana');
    expect(field()).toHaveValue('Banana');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(field()).not.toHaveAttribute('aria-activedescendant');
    expect(field()).toHaveFocus();
  });

  it('opens without moving on Alt+ArrowDown', async () => {
    render(<Harness />);
    field().focus();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    expect(field()).not.toHaveAttribute('aria-activedescendant');
  });

  it('closes on Escape, then drops the typed text', async () => {
    render(<Harness initial="apple" />);
    await userEvent.clear(field());
    await userEvent.type(field(), 'ch');
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(field()).toHaveValue('ch');
    await userEvent.keyboard('{Escape}');
    expect(field()).toHaveValue('Apple');
  });

  it('picks the active option on Tab and moves on', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.type(field(), 'e');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Tab}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('cherry');
    expect(field()).not.toHaveFocus();
    expect(field()).toHaveValue('Cherry');
  });

  it('picks an option with the mouse without applying the typed text first', async () => {
    const onChange = vi.fn();
    const onCommitText = vi.fn(() => 'Pick a fruit.');
    render(<Harness onChange={onChange} onCommitText={onCommitText} />);
    await userEvent.type(field(), 'rr');
    await userEvent.click(screen.getByRole('option', { name: /Cherry/ }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('cherry');
    expect(onCommitText).not.toHaveBeenCalled();
    expect(field()).toHaveValue('Cherry');
  });

  it('says when nothing matches, and keeps unusable text with the reason when left', async () => {
    render(
      <>
        <Harness />
        <button type="button">Elsewhere</button>
      </>,
    );
    await userEvent.type(field(), 'kiwi');
    const message = screen.getByText(/^No fruit matches/, { selector: 'p[aria-hidden]' });
    expect(message).toBeVisible();
    // What was typed is isolated in the sentence (<bdi>), right-to-left text too.
    expect(isolatedText(message)).toBe('No fruit matches “[kiwi]”.');
    expect(screen.getByRole('status').textContent).toBe(
      `No fruit matches “${isolatedName('kiwi')}”.`,
    );
    expect(field()).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(field()).toHaveValue('kiwi');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription('Pick a fruit.');
  });

  it('applies typed text the caller accepts on Enter', async () => {
    const onCommitText = vi.fn(() => null);
    render(<Harness onCommitText={onCommitText} />);
    await userEvent.type(field(), 'kiwi{Enter}');
    expect(onCommitText).toHaveBeenCalledExactlyOnceWith('kiwi');
    expect(field()).not.toHaveAttribute('aria-invalid');
  });

  it('clears the value with its button, and with an emptied field', async () => {
    const onChange = vi.fn();
    render(<Harness initial="apple" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear fruit' }));
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(field()).toHaveValue('');
    expect(field()).toHaveFocus();

    await userEvent.type(field(), 'b{ArrowDown}{Enter}');
    expect(field()).toHaveValue('Banana');
    await userEvent.clear(field());
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(screen.queryByRole('button', { name: 'Clear fruit' })).not.toBeInTheDocument();
  });

  it('shows a value changed from outside, dropping what was being typed', async () => {
    render(<Harness initial="apple" />);
    await userEvent.clear(field());
    await userEvent.type(field(), 'ba');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Back' })));
    expect(field()).toHaveValue('Cherry');
  });
});
