import { Trans } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../components/Button';
import { paths } from '../routes/paths';

export function NotFoundPage() {
  const path = useLocation().pathname;
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <p className="text-sm font-semibold text-accent">404</p>
      <h1 className="mt-2 text-2xl font-semibold text-ink">
        <Trans>No page here</Trans>
      </h1>
      <p className="mt-2 break-words text-ink-muted">
        <Trans>
          Community Desk has no page at{' '}
          <code className="text-ink" dir="ltr">
            {path}
          </code>
          .
        </Trans>
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        <Link to={paths.feed()} className={buttonClasses('primary')}>
          <Trans>Feed</Trans>
        </Link>
        <Link to={paths.spaces()} className={buttonClasses('secondary')}>
          <Trans>Space members</Trans>
        </Link>
        <Link to={paths.courses()} className={buttonClasses('secondary')}>
          <Trans>Course students</Trans>
        </Link>
      </div>
    </section>
  );
}
