import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { Person } from '../../../api/people';
import { Button } from '../../../components/Button';
import { PeoplePicker } from '../../../components/people-picker/PeoplePicker';
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
import type { UnnamedFilterNotes } from '../filter-notes';
import type { KnownTopic } from '../known-filters';
import { FeedSearch } from './FeedSearch';
import { FilterSelect } from './FilterSelect';
import { TopicPicker } from './TopicPicker';

interface FeedToolbarProps {
  filters: FeedFilters;
  setFilters: (patch: Partial<FeedFilters>, options?: SetUrlStateOptions) => void;
  /** Topics of the loaded posts and of the site: the topic picker's suggestions and names. */
  topics: readonly KnownTopic[];
  /** The admin reaches for the topic picker (focus, pointer): the site's topics are wanted. */
  onTopicsWanted: () => void;
  /** Authors of the loaded posts: suggested first, and where the author's name comes from. */
  authors: readonly Person[];
  /** Why an author or topic of the URL has no name (filter-notes.ts). */
  notes: UnnamedFilterNotes;
}

/** Every filter of `GET /feeds`, bound to the URL (url-state.ts). */
export function FeedToolbar(props: FeedToolbarProps) {
  const { filters, setFilters, notes } = props;
  const pinnedId = useId();
  const headingId = useId();
  // The site honours the status filter for moderators and admins only (behaviour.md,
  // "Feeds"): others see it only when a link set it, to be able to clear it.
  const { isManager } = useViewer();
  const { t } = useLingui();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-card border border-border bg-surface p-3"
    >
      <div className="flex min-h-8 items-center justify-between gap-3">
        <h2 id={headingId} className="text-sm font-semibold text-ink">
          <Trans>Filters</Trans>
        </h2>
        {hasActiveFilters(filters) ? (
          <Button size="sm" onClick={() => setFilters(clearedFilters(filters))}>
            <Trans>Clear filters</Trans>
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
        <SpacePicker
          allowAll
          label={t`Space`}
          value={filters.space}
          onChange={(space) => setFilters({ space })}
        />
        <div onFocusCapture={props.onTopicsWanted} onPointerEnter={props.onTopicsWanted}>
          <TopicPicker
            value={filters.topic}
            onChange={(topic) => setFilters({ topic })}
            topics={props.topics}
            unknownNote={notes.topic?.slug === filters.topic ? notes.topic.note : undefined}
          />
        </div>
        <PeoplePicker
          label={t`Author`}
          value={filters.userId}
          onChange={(userId) => setFilters({ userId })}
          space={filters.space}
          known={props.authors}
          unknownNote={notes.author?.id === filters.userId ? notes.author.note : undefined}
        />
        <FilterSelect
          label={t`Order`}
          value={filters.order}
          options={ORDER_OPTIONS}
          onChange={(order) => setFilters({ order })}
        />
        {isManager || filters.status ? (
          <FilterSelect
            label={t`Status`}
            value={filters.status}
            options={STATUS_OPTIONS}
            onChange={(status) => setFilters({ status })}
            hint={
              isManager
                ? undefined
                : t`Only moderators and admins can filter by status: the site ignores it for this account.`
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
            <Trans>Hide pinned post</Trans>
          </label>
          <span id={`${pinnedId}-hint`} className="sr-only">
            <Trans>
              A space’s feed shows its pinned post on top; hidden, it appears in its normal place.
            </Trans>
          </span>
        </div>
      </div>
    </section>
  );
}
