import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { isolated } from '../lib/sentence';

export interface RecentPlace {
  key: string;
  to: string;
  title: string;
  icon?: string;
}

/** Places this browser has opened or seen on this site, most recent first. */
export function RecentPlaces({ places }: { places: RecentPlace[] }) {
  if (places.length === 0) return null;
  return (
    <section aria-labelledby="recent-places" className="space-y-2">
      <h2 id="recent-places" className="text-sm font-semibold text-ink-muted">
        <Trans>Recently visited</Trans>
      </h2>
      <ul className="flex flex-wrap gap-2">
        {places.slice(0, 8).map((place) => (
          <li key={place.key}>
            <Link
              to={place.to}
              className="inline-flex max-w-60 items-center gap-1.5 rounded-pill border border-border bg-surface px-3 py-1 text-sm text-ink hover:border-accent/60"
              title={isolated(place.title)}
            >
              {place.icon ? <span aria-hidden="true">{place.icon}</span> : null}
              <span className="truncate" dir="auto">
                {place.title}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
