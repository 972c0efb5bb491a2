import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { SelectField } from '../../../components/SelectField';

interface FilterSelectProps<T extends string> {
  label: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: MessageDescriptor }>;
  onChange: (value: T) => void;
  hint?: string;
}

/** A filter with fixed choices (order, status): hands back only one of its own values. */
export function FilterSelect<T extends string>({
  label,
  value,
  options,
  onChange,
  hint,
}: FilterSelectProps<T>) {
  const { _ } = useLingui();
  return (
    <SelectField
      label={label}
      value={value}
      hint={hint}
      onChange={(event) => {
        const chosen = options.find((option) => option.value === event.target.value);
        if (chosen) onChange(chosen.value);
      }}
      className="min-w-0"
      selectClassName="w-full"
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {_(option.label)}
        </option>
      ))}
    </SelectField>
  );
}
