import { useInfiniteQuery, useQueries } from '@tanstack/react-query';
import { useViewer } from '../../lib/viewer';
import { useApiClient } from '../ApiClientProvider';
import { isApiError } from '../errors';
import { inboxTotal, type InboxTotal } from './inbox-total';
import { joinRequestsPageQuery } from './join-requests';
import { useManagedSpaces, type ManagedSpace } from './managed-spaces';
import { mergeJoinRequests, type MergedJoinRequests } from './merge-join-requests';
import {
  pendingProfilesQuery,
  readPendingProfiles,
  type PendingProfiles,
} from './pending-profiles';
import { postsInReviewQuery, readPostsInReview, type PostsInReview } from './posts-in-review';

/** A space whose join requests could not be read, and how to ask again. */
export interface UnreadSpace {
  space: ManagedSpace;
  message: string;
  retry: () => void;
}

export interface InboxJoinRequests extends MergedJoinRequests {
  /** Some managed space has not answered yet. */
  loading: boolean;
  /** Spaces that failed for a reason that may pass (a refusal counts none, silently). */
  unread: UnreadSpace[];
  /** The spaces whose requests these are: where "all waiting" is read from. */
  spaces: readonly ManagedSpace[];
}

/** A section read from one request: what came, or why it did not. */
export interface InboxSection<T> {
  /** Not asked (the account may not see it) or refused: no section. */
  absent: boolean;
  loading: boolean;
  error: { message: string; retry: () => void } | null;
  data: T;
  fetchMore: (() => void) | null;
  fetchingMore: boolean;
}

export interface Inbox {
  joinRequests: InboxJoinRequests;
  postsInReview: InboxSection<PostsInReview>;
  pendingProfiles: InboxSection<PendingProfiles>;
  total: InboxTotal;
}

/** A refusal of this account: the section is not theirs (decision record 030), not an error. */
const refused = (error: unknown) => isApiError(error) && error.isRefusedAccess;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const range = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

/**
 * Everything waiting on this account (docs/decisions/036-one-inbox.md): the join requests of
 * the spaces it manages (the first page of each, oldest first, one request a space; `pages`
 * reads further in the spaces it names), the posts in review and the profiles waiting for
 * approval (moderators and administrators only). Each part shows as soon as it comes; the
 * sidebar's count and the inbox page read the same queries.
 */
export function useInbox({ pages = {} }: { pages?: Readonly<Record<string, number>> } = {}): Inbox {
  const client = useApiClient();
  const { isManager } = useViewer();
  const managed = useManagedSpaces();
  const wanted = managed.spaces.flatMap((space) =>
    range(Math.max(1, pages[space.slug] ?? 1)).map((page) => ({ space, page })),
  );
  const answers = useQueries({
    queries: wanted.map(({ space, page }) => joinRequestsPageQuery(client, space.slug, page)),
  });
  const bySpace = managed.spaces.map((space) => ({
    space,
    pages: wanted.flatMap((want, index) => (want.space === space ? [answers[index]?.data] : [])),
  }));
  const unread: UnreadSpace[] = [];
  wanted.forEach((want, index) => {
    const answer = answers[index];
    if (want.page !== 1 || !answer?.isError || refused(answer.error)) return;
    unread.push({
      space: want.space,
      message: answer.error.message,
      retry: () => void answer.refetch(),
    });
  });
  const joinRequests: InboxJoinRequests = {
    ...mergeJoinRequests(bySpace),
    loading: managed.loading || answers.some((answer) => answer.isPending && !answer.isError),
    unread,
    spaces: managed.spaces,
  };

  const postsQuery = useInfiniteQuery({ ...postsInReviewQuery(client), enabled: isManager });
  const postsRead = readPostsInReview(postsQuery.data?.pages ?? []);
  const postsInReview: InboxSection<PostsInReview> = {
    absent: !isManager || (postsQuery.isError && refused(postsQuery.error)),
    loading: postsQuery.isPending,
    error:
      postsQuery.isError && !refused(postsQuery.error)
        ? { message: messageOf(postsQuery.error), retry: () => void postsQuery.refetch() }
        : null,
    data: postsRead,
    fetchMore: postsQuery.hasNextPage ? () => void postsQuery.fetchNextPage() : null,
    fetchingMore: postsQuery.isFetchingNextPage,
  };

  const profilesQuery = useInfiniteQuery({ ...pendingProfilesQuery(client), enabled: isManager });
  const profilesRead = readPendingProfiles(profilesQuery.data?.pages ?? []);
  const pendingProfiles: InboxSection<PendingProfiles> = {
    absent:
      !isManager || profilesRead.refused || (profilesQuery.isError && refused(profilesQuery.error)),
    loading: profilesQuery.isPending,
    error:
      profilesQuery.isError && !refused(profilesQuery.error)
        ? { message: messageOf(profilesQuery.error), retry: () => void profilesQuery.refetch() }
        : null,
    data: profilesRead,
    fetchMore: profilesQuery.hasNextPage ? () => void profilesQuery.fetchNextPage() : null,
    fetchingMore: profilesQuery.isFetchingNextPage,
  };

  return {
    joinRequests,
    postsInReview,
    pendingProfiles,
    total: inboxTotal({
      joinRequests: joinRequests.total,
      postsInReview: postsInReview.absent
        ? null
        : { count: postsRead.posts.length, mayHaveMore: postsRead.mayHaveMore },
      pendingProfiles: pendingProfiles.absent ? null : profilesRead.total,
    }),
  };
}
