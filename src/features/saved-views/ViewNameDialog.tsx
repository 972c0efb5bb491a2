import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { Button } from '../../components/Button';
import { ModalDialog } from '../../components/ModalDialog';
import { TextField } from '../../components/TextField';
import { MAX_VIEW_NAME_LENGTH } from '../../lib/saved-views/schema';
import { ProblemMessage, type ViewNameProblem } from './problem-message';

interface ViewNameDialogProps {
  open: boolean;
  /** The dialog's title; a view's name in it isolated (`<bdi>`). */
  title: ReactNode;
  submitLabel: string;
  /** The name the field starts with, selected so that typing replaces it. */
  initialName: string;
  hint?: ReactNode;
  /** Saves the name; returns why it could not (the dialog then stays open), or null. */
  onSubmit: (name: string) => ViewNameProblem | null;
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
  const [error, setError] = useState<ViewNameProblem | null>(null);
  const { t } = useLingui();
  const longest = MAX_VIEW_NAME_LENGTH;
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
        label={t`View name`}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setError(null);
        }}
        inputRef={field}
        autoComplete="off"
        spellCheck={false}
        dir="auto"
        hint={
          hint ?? <Plural value={longest} one="Up to # character." other="Up to # characters." />
        }
        error={error ? <ProblemMessage {...error} /> : null}
      />
      {/* The reason is under the field; this says it at once to a screen reader. */}
      <p role="alert" className="sr-only">
        {error ? <ProblemMessage {...error} /> : null}
      </p>
      <div className="flex justify-end gap-2">
        <Button onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" variant="primary">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
