import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, useTransition, type FormEvent } from 'react';
import { parseSiteAddress } from '../../api/site';
import { Button } from '../../components/Button';
import { Callout } from '../../components/Callout';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { afterNextPaint } from '../../lib/after-paint';
import { loadMessages } from '../../lib/i18n/activate-locale';
import { markLoginFormShown } from './login-form-shown';
import { PasswordField } from './PasswordField';
import { sessionStore } from './session-store';
import { SignInError, type SignInField, type SignInInput } from './sign-in-error';
import type { FoundSite } from './sign-in';
import type { Session } from './stored-session';
import type { LandingStage, LoadLandingStager } from './landing-stager';

/**
 * The sign-in code (API client, schemas, zod) and the landing page's are not needed to show
 * the form: they are fetched once it has painted (`markLoginFormShown`, app/boot-preload.ts),
 * or at the latest here.
 */
const loadSignIn = () =>
  Promise.all([import('./sign-in'), loadMessages('sign-in')]).then(([module]) => module);

export interface LoginDefaults {
  site: string;
  username: string;
}

interface LoginFormProps {
  defaults: LoginDefaults;
  /** The in-app location the user lands on once signed in; its data loads during the check. */
  landing: string;
  onSignedIn: (session: Session) => void;
  /** The app's stager of that page (landing-stager.ts). */
  loadLandingStager: LoadLandingStager;
}

export function LoginForm({ defaults, landing, onSignedIn, loadLandingStager }: LoginFormProps) {
  // `null` until the user types, so late defaults (the demo hint) still fill the field.
  const [site, setSite] = useState<string | null>(null);
  const [username, setUsername] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const siteInput = useRef<HTMLInputElement>(null);
  const usernameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const focusField = (field: SignInField) => {
    const input = { site: siteInput, username: usernameInput, password: passwordInput }[field];
    input.current?.focus();
  };

  // What the login screen preloads waits for this: the form's own code comes first.
  useEffect(() => afterNextPaint(markLoginFormShown), []);

  const siteValue = site ?? defaults.site;
  const usernameValue = username ?? defaults.username;

  const { t } = useLingui();
  // The sign-in attempt is local UI state: it is not server data anything else reads.
  const [pending, startSignIn] = useTransition();
  const [error, setError] = useState<Error | null>(null);

  // The site, looked for while the rest of the form is filled in (once the address is left for
  // another field), so "Sign in" waits only for the credentials' check and the landing page's
  // data: one round trip less. Part of the sign-in attempt, like `pending`; a look that failed
  // (a typo since fixed, a site back online) is made again on submit.
  const earlyLook = useRef<{ site: string; found: Promise<FoundSite>; failed: boolean } | null>(
    null,
  );
  const lookForSite = (site: string) => {
    if (!parseSiteAddress(site).ok) return;
    if (earlyLook.current?.site === site && !earlyLook.current.failed) return;
    const look = {
      site,
      failed: false,
      found: loadSignIn().then(({ findSite }) => findSite(site)),
    };
    look.found.catch(() => {
      look.failed = true;
    });
    earlyLook.current = look;
  };
  const lookedFor = (site: string) => {
    const look = earlyLook.current;
    return look && look.site === site && !look.failed ? look.found : undefined;
  };

  const fieldError = (field: SignInField) =>
    error instanceof SignInError && error.field === field ? error.message : null;
  const formError = error && !(error instanceof SignInError && error.field) ? error.message : null;
  const clearError = () => setError(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input: SignInInput = { site: siteValue, username: usernameValue, password, remember };
    // A refused address (plain http to a remote host, a typo) is explained next to the field
    // before anything is downloaded or sent; signIn checks it again for other callers.
    const address = parseSiteAddress(siteValue);
    if (!address.ok) {
      setError(new SignInError(address.message, 'site'));
      focusField('site');
      return;
    }
    setError(null);
    startSignIn(async () => {
      // Set by signIn's callback, so TypeScript cannot follow it through a plain `let`.
      const staged: { stage: LandingStage | null } = { stage: null };
      try {
        const [{ signIn }, stageLandingPage] = await Promise.all([
          loadSignIn(),
          loadLandingStager(),
        ]);
        const url = new URL(landing, window.location.origin);
        const found = lookedFor(input.site);
        const session = await signIn(input, {
          ...(found ? { found } : {}),
          onChecking: (root, credentials, site) => {
            staged.stage = stageLandingPage(
              { pathname: url.pathname, search: url.search },
              root,
              credentials,
              site,
            );
          },
          onAccepted: (user) => staged.stage?.commit(user),
        });
        sessionStore.signIn(session);
        onSignedIn(session);
      } catch (caught) {
        staged.stage?.discard();
        const failure =
          caught instanceof Error ? caught : new Error(t`Sign-in failed for an unknown reason.`);
        setError(failure);
        const field = failure instanceof SignInError ? failure.field : null;
        if (field) focusField(field);
      }
    });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      onFocus={(event) => {
        if ((event.target as { name?: unknown }).name !== 'site') lookForSite(siteValue);
      }}
      className="space-y-4"
      aria-describedby={formError ? 'login-error' : undefined}
    >
      {formError ? (
        <Callout tone="danger" role="alert" title={t`Could not sign in`}>
          <span id="login-error">{formError}</span>
        </Callout>
      ) : null}
      <TextField
        label={t`Site address`}
        name="site"
        inputRef={siteInput}
        value={siteValue}
        onChange={(event) => {
          setSite(event.target.value);
          clearError();
        }}
        placeholder="https://community.example.com"
        inputMode="url"
        autoComplete="url"
        autoCapitalize="none"
        spellCheck={false}
        required
        hint={t`The address of your WordPress site (the REST API is found automatically).`}
        error={fieldError('site')}
      />
      <TextField
        label={t`Username`}
        name="username"
        inputRef={usernameInput}
        value={usernameValue}
        onChange={(event) => {
          setUsername(event.target.value);
          clearError();
        }}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        hint={t`Your WordPress username or email address.`}
        error={fieldError('username')}
      />
      <PasswordField
        value={password}
        onChange={(value) => {
          setPassword(value);
          clearError();
        }}
        error={fieldError('password')}
        inputRef={passwordInput}
      />
      <label className="flex items-start gap-2 text-sm text-ink">
        <input
          type="checkbox"
          name="remember"
          checked={remember}
          onChange={(event) => setRemember(event.target.checked)}
          className="mt-0.5 size-4 rounded border-border accent-accent"
        />
        <span>
          <Trans>Remember me on this device</Trans>
          <span className="block text-xs text-ink-muted">
            <Trans>
              Off: you are signed out when the browser closes. Turn on only on a device you trust.
            </Trans>
          </span>
        </span>
      </label>
      <Button type="submit" variant="primary" className="w-full" disabled={pending}>
        {pending ? (
          <>
            <Spinner /> <Trans>Signing in…</Trans>
          </>
        ) : (
          <Trans>Sign in</Trans>
        )}
      </Button>
    </form>
  );
}
