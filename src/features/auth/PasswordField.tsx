import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type Ref } from 'react';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';

interface PasswordFieldProps {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  inputRef: Ref<HTMLInputElement>;
}

/** The application password, with a Show/Hide toggle (it is long and easy to mistype). */
export function PasswordField({ value, onChange, error, inputRef }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  const { t } = useLingui();
  return (
    <TextField
      label={t`Application password`}
      name="password"
      inputRef={inputRef}
      type={shown ? 'text' : 'password'}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoComplete="current-password"
      autoCapitalize="none"
      spellCheck={false}
      required
      hint={t`Create one in WordPress under Users → Profile → Application Passwords. Spaces are ignored.`}
      error={error}
      trailing={
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={shown}
          onClick={() => setShown((was) => !was)}
        >
          {shown ? (
            <Trans context="the password field's toggle">
              Hide<span className="sr-only"> password</span>
            </Trans>
          ) : (
            <Trans context="the password field's toggle">
              Show<span className="sr-only"> password</span>
            </Trans>
          )}
        </Button>
      }
    />
  );
}
