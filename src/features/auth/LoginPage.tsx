import { Trans, useLingui } from '@lingui/react/macro';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { LanguageSelect } from '../../components/LanguageSelect';
import { Callout } from '../../components/Callout';
import { ThemeToggle } from '../../components/ThemeToggle';
import { readDemoHint } from './demo-hint';
import type { LoadLandingStager } from './landing-stager';
import { LoginForm } from './LoginForm';
import { safeNextLocation } from './next-location';
import { useSessionState } from './session-store';
import { loadLastSignIn } from './stored-session';

export interface LoginPageProps {
  /** The app's stager of the page a sign-in lands on (landing-stager.ts). */
  loadLandingStager: LoadLandingStager;
}

export function LoginPage({ loadLandingStager }: LoginPageProps) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const sessionState = useSessionState();
  const { t } = useLingui();
  const demo = readDemoHint();
  // Named, for the translators' placeholders.
  const demoUser = demo?.username ?? '';
  const credentialsFile = demo?.credentialsFile ?? null;
  const next = safeNextLocation(searchParams.get('next'));

  if (sessionState.status === 'signed-in') return <Navigate to={next} replace />;

  const last = loadLastSignIn();
  const defaults = {
    site: last?.site ?? demo?.site ?? '',
    username: last?.username ?? demo?.username ?? '',
  };

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex justify-end gap-3 p-3">
        <LanguageSelect />
        <ThemeToggle />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pb-16 sm:items-center">
        <div className="w-full max-w-md">
          <div className="mb-6 text-center">
            <img src="/favicon.svg" alt="" width={40} height={40} className="mx-auto" />
            <h1 className="mt-3 text-2xl font-semibold text-ink">
              <Trans>Sign in to Community Desk</Trans>
            </h1>
            <p className="mt-1 text-sm text-ink-muted">
              <Trans>The admin console for FluentCommunity sites.</Trans>
            </p>
          </div>
          <div className="space-y-4 rounded-card border border-border bg-surface p-6 shadow-sm">
            {sessionState.reason === 'expired' ? (
              <Callout tone="warning" role="alert" title={t`Your session has ended`}>
                <Trans>
                  The site no longer accepts this application password: it may have been revoked
                  (Users → Profile → Application Passwords in WordPress). Sign in again, with a new
                  one if need be, to go back to the page you were on.
                </Trans>
              </Callout>
            ) : null}
            {sessionState.reason === 'signed-out' ? (
              <Callout role="status">
                <Trans>You are signed out.</Trans>
              </Callout>
            ) : null}
            {demo ? (
              <Callout title={t`Demo community`}>
                {credentialsFile ? (
                  <Trans>
                    This is the reference server’s demo site. Sign in as <strong>{demoUser}</strong>{' '}
                    with the application password printed in the terminal that runs{' '}
                    <code>npm start</code> (also saved in <code>{credentialsFile}</code>).
                  </Trans>
                ) : (
                  <Trans>
                    This is the reference server’s demo site. Sign in as <strong>{demoUser}</strong>{' '}
                    with the application password printed in the terminal that runs{' '}
                    <code>npm start</code> (also saved in the credentials file in the server’s data
                    directory).
                  </Trans>
                )}
              </Callout>
            ) : null}
            <LoginForm
              defaults={defaults}
              landing={next}
              onSignedIn={() => navigate(next, { replace: true })}
              loadLandingStager={loadLandingStager}
            />
          </div>
        </div>
      </main>
    </div>
  );
}
