import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Plural, Trans } from '@lingui/react/macro';
import { isApiError } from '../api/errors';
import { Button } from './Button';

interface ErrorStateProps {
  error: unknown;
  title?: string;
  onRetry?: () => void;
  retrying?: boolean;
}

function titleFor(error: unknown): string {
  if (!isApiError(error)) return t`Something went wrong`;
  switch (error.kind) {
    case 'network':
      return t`Cannot reach the site`;
    case 'timeout':
      return t`The site took too long to answer`;
    case 'not-json':
      return t`The site answered with a web page`;
    case 'schema':
      return t`Unexpected data from the site`;
    case 'http':
      return error.status !== undefined && error.status >= 500
        ? t`The site had an error`
        : t`The site refused the request`;
  }
}

/** The specific message of a failed request, with a retry button. */
export function ErrorState({ error, title, onRetry, retrying = false }: ErrorStateProps) {
  // Read here so the titles below follow a change of language.
  useLingui();
  const message = error instanceof Error ? error.message : t`An unknown error occurred.`;
  const issues = isApiError(error) ? error.issues : [];
  const count = issues.length;
  return (
    <div role="alert" className="rounded-card border border-danger/40 bg-danger/5 px-5 py-4">
      <p className="font-semibold text-ink">{title ?? titleFor(error)}</p>
      <p className="mt-1 text-sm text-ink">{message}</p>
      {issues.length > 0 ? (
        <details className="mt-2 text-sm text-ink-muted">
          <summary className="cursor-pointer">
            <Plural
              value={count}
              one="Fields that did not match (#)"
              other="Fields that did not match (#)"
            />
          </summary>
          <ul className="mt-1 list-disc ps-5 font-mono text-xs">
            {issues.map((issue) => (
              <li key={`${issue.path}:${issue.message}`} dir="ltr">
                {issue.path}: {issue.message}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {onRetry ? (
        <Button className="mt-3" size="sm" onClick={onRetry} disabled={retrying}>
          {retrying ? <Trans>Retrying…</Trans> : <Trans>Try again</Trans>}
        </Button>
      ) : null}
    </div>
  );
}
