import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { Button } from '../../components/Button';
import { ModalDialog } from '../../components/ModalDialog';
import { Sentence } from '../../components/Sentence';
import { TextField } from '../../components/TextField';
import type { SentencePart } from '../../lib/sentence';
import { MAX_VIEW_NAME_LENGTH } from '../../lib/saved-views/schema';

interface ViewNameDialogProps {
  open: boolean;
  /** The dialog's title; a view's name in it isolated (components/Sentence.tsx). */
  title: ReactNode;
  submitLabel: string;
  /** The name the field starts with, selected so that typing replaces it. */
  initialName: string;
  hint?: ReactNode;
  /** Saves the name; returns why it could not (the dialog then stays open), or null. */
  onSubmit: (name: string) => readonly SentencePart[] | null;
  onClose: () => void;
}

/**
 * Asks for a view's name (saving or renaming): Enter saves, Escape or Cancel closes, and a
 * refused name keeps what was typed, with the reason under the field.
 */
export function ViewNameDialog({ open, title, onClose, ...form }: ViewNameDialogProps) {
  const field = useRef<HTMLInputElement>(null);
  return (
    <ModalDialog open={open} title={title} onClose={onClose} initialFocus={field}>
      <ViewNameForm {...form} field={field} onCancel={onClose} />
    </ModalDialog>
  );
}

interface ViewNameFormProps extends Pick<
  ViewNameDialogProps,
  'submitLabel' | 'initialName' | 'hint' | 'onSubmit'
> {
  field: RefObject<HTMLInputElement | null>;
  onCancel: () => void;
}

function ViewNameForm({
  submitLabel,
  initialName,
  hint,
  onSubmit,
  field,
  onCancel,
}: ViewNameFormProps) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<readonly SentencePart[] | null>(null);
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        const problem = onSubmit(name);
        setError(problem);
        if (problem) field.current?.focus();
      }}
    >
      <TextField
        label="View name"
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setError(null);
        }}
        inputRef={field}
        autoComplete="off"
        spellCheck={false}
        dir="auto"
        hint={hint ?? `Up to ${MAX_VIEW_NAME_LENGTH} characters.`}
        error={error ? <Sentence parts={error} /> : null}
      />
      {/* The reason is under the field; this says it at once to a screen reader. */}
      <p role="alert" className="sr-only">
        {error ? <Sentence parts={error} /> : null}
      </p>
      <div className="flex justify-end gap-2">
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" variant="primary">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
