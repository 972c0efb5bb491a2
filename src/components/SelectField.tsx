import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  hint?: ReactNode;
  error?: string | null;
  /**
   * `stacked` (default): the label above, as in the filter rows beside other fields;
   * `inline`: the label beside, as in a row of small buttons (rows per page).
   */
  layout?: 'stacked' | 'inline';
  /** Extra classes for the select itself, for its width (`w-full`, `min-w-44`). */
  selectClassName?: string;
  /** The `<option>`s. */
  children: ReactNode;
}

/** Each layout's classes: for the field, its label and the select. */
const LAYOUTS = {
  stacked: {
    className: { field: 'flex flex-col gap-1', label: 'text-xs font-medium', select: 'h-9' },
  },
  inline: { className: { field: 'flex items-center gap-2', label: 'text-sm', select: 'h-8' } },
};

/**
 * A labelled native select with its hint and error wired to `aria-describedby`, as TextField
 * does for inputs. `className` is for the field (label, select and hint) as a whole.
 */
export function SelectField({
  label,
  hint,
  error,
  layout = 'stacked',
  selectClassName = '',
  className = '',
  children,
  ...select
}: SelectFieldProps) {
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const look = LAYOUTS[layout].className;
  return (
    <div className={`${look.field} ${className}`}>
      <label htmlFor={id} className={`${look.label} text-ink-muted`}>
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`${look.select} rounded-control border bg-surface px-2 text-sm text-ink ${
          error ? 'border-danger' : 'border-border'
        } ${selectClassName}`}
        {...select}
      >
        {children}
      </select>
      {hint ? (
        <p id={hintId} className="text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
