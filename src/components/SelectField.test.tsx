import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SelectField } from './SelectField';

afterEach(cleanup);

const options = (
  <>
    <option value="latest">Latest</option>
    <option value="oldest">Oldest</option>
  </>
);

describe('SelectField', () => {
  it('is a select named by its label, passing value and changes through', () => {
    const onChange = vi.fn();
    render(
      <SelectField label="Order" value="latest" onChange={onChange}>
        {options}
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Order' });
    expect(select).toHaveValue('latest');
    expect(select).not.toHaveAttribute('aria-describedby');
    expect(select).not.toHaveAttribute('aria-invalid');
    fireEvent.change(select, { target: { value: 'oldest' } });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('describes the select with its hint and its error', () => {
    render(
      <SelectField label="Status" hint="Moderators only." error="Not allowed." defaultValue="">
        <option value="">Any status</option>
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(select).toHaveAccessibleDescription('Moderators only. Not allowed.');
    expect(select).toHaveAttribute('aria-invalid', 'true');
  });

  it('gives each field its own ids', () => {
    render(
      <>
        <SelectField label="Space" hint="One" defaultValue="latest">
          {options}
        </SelectField>
        <SelectField label="Course" hint="Two" defaultValue="latest">
          {options}
        </SelectField>
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'Space' })).toHaveAccessibleDescription('One');
    expect(screen.getByRole('combobox', { name: 'Course' })).toHaveAccessibleDescription('Two');
  });

  it('passes select attributes through (disabled while loading)', () => {
    render(
      <SelectField label="Rows per page" layout="inline" disabled defaultValue="latest">
        {options}
      </SelectField>,
    );
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toBeDisabled();
  });
});
