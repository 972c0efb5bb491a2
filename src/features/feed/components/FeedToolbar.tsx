import { useId } from 'react';
import { Button } from '../../../components/Button';
import { SpacePicker } from '../../../components/SpacePicker';
import type { SetUrlStateOptions } from '../../../lib/url-state';
import { useViewer } from '../../../lib/viewer';
import {
  clearedFilters,
  hasActiveFilters,
  ORDER_OPTIONS,
  STATUS_OPTIONS,
  type FeedFilters,
} from '../url-state';
import { FeedSearch } from './FeedSearch';
import { FilterSelect } from './FilterSelect';
import { SuggestField, type Suggestion } from './SuggestField';
import { POSITIVE_ID_PATTERN, SLUG_PATTERN } from '../../../lib/url-params';

interface FeedToolbarProps {
  filters: FeedFilters;
  setFilters: (patch: Partial<FeedFilters>, options?: SetUrlStateOptions) => void;
  topics: readonly Suggestion[];
  authors: readonly Suggestion[];
  /** The selected author's name, once a loaded post tells it. */
  authorName: string | undefined;
}

/** Every filter of `GET /feeds`, bound to the URL (url-state.ts). */
export function FeedToolbar(props: FeedToolbarProps) {
  const { filters, setFilters } = props;
  const pinnedId = useId();
  const headingId = useId();
  // The site honours the status filter for moderators and admins only (behaviour.md,
  // "Feeds"): others see it only when a link set it, to be able to clear it.
  const { isManager } = useViewer();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-card border border-border bg-surface p-3"
    >
      <div className="flex min-h-8 items-center justify-between gap-3">
        <h2 id={headingId} className="text-sm font-semibold text-ink">
          Filters
        </h2>
        {hasActiveFilters(filters) ? (
          <Button size="sm" onClick={() => setFilters(clearedFilters(filters))}>
            Clear filters
          </Button>
        ) : null}
      </div>
      <FeedSearch
        value={filters.search}
        scopes={filters.searchIn}
        onSearch={(search, options) => setFilters({ search }, options)}
        onScopes={(searchIn) => setFilters({ searchIn })}
      />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <SpacePicker allowAll value={filters.space} onChange={(space) => setFilters({ space })} />
        <SuggestField
          label="Topic"
          value={filters.topic}
          placeholder="Any topic (type a slug)"
          suggestions={props.topics}
          validate={(text) =>
            SLUG_PATTERN.test(text) ? null : 'A topic slug: letters, digits, - and _.'
          }
          onCommit={(topic) => setFilters({ topic })}
        />
        <SuggestField
          label="Author (user id)"
          value={filters.userId === null ? '' : String(filters.userId)}
          placeholder="Anyone"
          inputMode="numeric"
          suggestions={props.authors}
          validate={(text) =>
            POSITIVE_ID_PATTERN.test(text) ? null : 'A user id is a whole number, like 12.'
          }
          onCommit={(text) => setFilters({ userId: text === '' ? null : Number(text) })}
          hint={props.authorName ? `Posts by ${props.authorName}` : undefined}
        />
        <FilterSelect
          label="Order"
          value={filters.order}
          options={ORDER_OPTIONS}
          onChange={(order) => setFilters({ order })}
        />
        {isManager || filters.status ? (
          <FilterSelect
            label="Status"
            value={filters.status}
            options={STATUS_OPTIONS}
            onChange={(status) => setFilters({ status })}
            hint={
              isManager
                ? undefined
                : 'Only moderators and admins can filter by status: the site ignores it for this account.'
            }
          />
        ) : null}
        <div className="flex items-end">
          <label className="inline-flex h-9 items-center gap-2 text-sm text-ink" htmlFor={pinnedId}>
            <input
              id={pinnedId}
              type="checkbox"
              checked={filters.hidePinned}
              onChange={(event) => setFilters({ hidePinned: event.target.checked })}
              aria-describedby={`${pinnedId}-hint`}
              className="size-4 accent-accent"
            />
            Hide pinned post
          </label>
          <span id={`${pinnedId}-hint`} className="sr-only">
            A space’s feed shows its pinned post on top; hidden, it appears in its normal place.
          </span>
        </div>
      </div>
    </section>
  );
}
