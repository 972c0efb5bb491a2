import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../components/Button';
import { paths } from '../routes/paths';

export function NotFoundPage() {
  const location = useLocation();
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <p className="text-sm font-semibold text-accent">404</p>
      <h1 className="mt-2 text-2xl font-semibold text-ink">No page here</h1>
      <p className="mt-2 break-words text-ink-muted">
        Community Desk has no page at <code className="text-ink">{location.pathname}</code>.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        <Link to={paths.feed()} className={buttonClasses('primary')}>
          Feed
        </Link>
        <Link to={paths.spaces()} className={buttonClasses('secondary')}>
          Space members
        </Link>
        <Link to={paths.courses()} className={buttonClasses('secondary')}>
          Course students
        </Link>
      </div>
    </section>
  );
}
