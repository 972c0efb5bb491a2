import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useApiClient } from '../../api/ApiClientProvider';
import { memberSpacesQuery } from '../../api/member-story';
import { paths } from '../../routes/paths';
import { ErrorState } from '../ErrorState';
import { StatusPill } from '../StatusPill';
import { memberPlaces, type MemberPlace } from './member-places';
import { StoryLoading, StoryNote, StorySection } from './StorySection';

const LINK = {
  className: 'font-medium text-accent underline-offset-2 hover:underline break-words',
};

function PlaceItem({ place, onLeave }: { place: MemberPlace; onLeave?: () => void }) {
  const to =
    place.kind === 'space' ? paths.spaceMembers(place.slug) : paths.courseStudents(place.id);
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm">
      <Link to={to} onClick={onLeave} className={LINK.className}>
        <bdi>
          {place.kind === 'space' && place.emoji ? `${place.emoji} ` : ''}
          {place.title}
        </bdi>
        <span className="sr-only">
          {' '}
          {place.kind === 'space' ? (
            <Trans>(space members)</Trans>
          ) : (
            <Trans>(course students)</Trans>
          )}
        </span>
      </Link>
      {place.role ? <StatusPill value={place.role} /> : null}
    </li>
  );
}

/**
 * The spaces and courses a member is known to be in: what the site lists for them (`GET
 * /profile/{username}/spaces`, as far as it shows them to this account) with what the page
 * that opened the panel knows (member-places.ts), each linking to its page in the dashboard.
 */
export function MemberPlaces({
  username,
  known,
  onLeave,
}: {
  username: string | null;
  known: readonly MemberPlace[];
  onLeave?: () => void;
}) {
  const { t } = useLingui();
  const client = useApiClient();
  const spaces = useQuery({
    ...memberSpacesQuery(client, username ?? ''),
    enabled: username !== null,
  });
  const answer = spaces.data;
  const places = memberPlaces(answer?.status === 'listed' ? answer.items : null, known);
  const loading = username !== null && spaces.isPending;

  let note: string | null = null;
  if (username === null) {
    note = t`The site lists spaces by username, and this member’s cannot be asked for.`;
  } else if (answer?.status === 'refused') {
    note = t`The site does not show this member’s spaces to this account.`;
  } else if (answer && places.length === 0) {
    note = t`Not in any space yet.`;
  }

  return (
    <StorySection title={t`Spaces and courses`}>
      {places.length > 0 ? (
        <ul className="space-y-2">
          {places.map((place) => (
            <PlaceItem
              key={place.kind === 'space' ? `space:${place.slug}` : `course:${place.id}`}
              place={place}
              onLeave={onLeave}
            />
          ))}
        </ul>
      ) : null}
      {loading ? <StoryLoading label={t`Loading the member’s spaces`} rows={2} /> : null}
      {spaces.isError ? (
        <ErrorState
          error={spaces.error}
          title={t`Could not load the member’s spaces`}
          onRetry={() => void spaces.refetch()}
          retrying={spaces.isFetching}
        />
      ) : null}
      {note ? <StoryNote>{note}</StoryNote> : null}
    </StorySection>
  );
}
