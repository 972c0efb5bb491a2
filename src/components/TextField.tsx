import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: ReactNode;
  error?: ReactNode;
  warning?: ReactNode;
  trailing?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint, warning and error wired to `aria-describedby`. */
export function TextField({
  label,
  hint,
  error,
  warning,
  trailing,
  inputRef,
  className = '',
  ...input
}: TextFieldProps) {
  const id = useId();
  const hintId = useId();
  const warningId = useId();
  const errorId = useId();
  const describedBy = [hint ? hintId : null, warning ? warningId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative mt-1">
        <input
          id={id}
          ref={inputRef}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={`h-10 w-full rounded-control border bg-surface px-3 text-sm text-ink placeholder:text-ink-muted/70 ${
            error ? 'border-danger' : 'border-border'
          } ${trailing ? 'pe-20' : ''}`}
          {...input}
        />
        {trailing ? (
          <div className="absolute inset-y-0 end-1 flex items-center">{trailing}</div>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      {warning ? (
        <p id={warningId} className="mt-1 text-xs font-medium text-warning">
          {warning}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
