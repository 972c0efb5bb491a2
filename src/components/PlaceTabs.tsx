import { Link } from 'react-router';

export interface PlaceTab {
  to: string;
  label: string;
  current: boolean;
}

interface PlaceTabsProps {
  /** What the tabs switch between, for screen readers: "Space views". */
  label: string;
  tabs: readonly PlaceTab[];
}

/**
 * The views of one space or course (its list, its insights) as links under its header: each
 * view has its own URL, so a view can be bookmarked and the browser's Back button works.
 */
export function PlaceTabs({ label, tabs }: PlaceTabsProps) {
  return (
    <nav aria-label={label} className="border-b border-border">
      <ul className="-mb-px flex gap-1">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <Link
              to={tab.to}
              aria-current={tab.current ? 'page' : undefined}
              className={`inline-block border-b-2 px-3 py-2 text-sm font-medium ${
                tab.current
                  ? 'border-accent text-accent'
                  : 'border-transparent text-ink-muted hover:border-border hover:text-ink'
              }`}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
