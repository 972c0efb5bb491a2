import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { TakeBack } from '../member-cache';
import type { FeedsResponse } from '../schemas/feed';
import { inboxKeys } from './inbox-keys';
import type { PendingProfilesAnswer } from './pending-profiles';

/**
 * What an action in the inbox does to its cached profiles and posts before the site answers,
 * and how to take it back (join requests go through the spaces' own cache: api/member-cache.ts).
 * Each change returns its own inverse, which puts back only what it took out, where it was.
 */

type ProfilesData = InfiniteData<PendingProfilesAnswer, number>;
type PostsData = InfiniteData<FeedsResponse, number>;

/** Where a row is among the pages read: the page, and the index in it. */
interface Place {
  page: number;
  index: number;
}

function placeOf<P>(pages: readonly P[], found: (page: P) => number): Place | null {
  for (const [page, each] of pages.entries()) {
    const index = found(each);
    if (index >= 0) return { page, index };
  }
  return null;
}

const profileRows = (answer: PendingProfilesAnswer) =>
  answer.status === 'listed' ? answer.page.data : [];

/** Stops the inbox's reads in flight, so none lands on top of an optimistic change. */
export function cancelInboxReads(queryClient: QueryClient): Promise<void> {
  return queryClient.cancelQueries({ queryKey: inboxKeys.all });
}

/** The profile leaves the pending profiles (and their total) at once. */
export function removePendingProfile(queryClient: QueryClient, userId: number): TakeBack {
  const before = queryClient.getQueryData<ProfilesData>(inboxKeys.pendingProfiles());
  const place = placeOf(before?.pages ?? [], (answer) =>
    profileRows(answer).findIndex((profile) => profile.user_id === userId),
  );
  const removed = place && before ? profileRows(before.pages[place.page]!)[place.index] : undefined;
  if (!place || !removed) return () => undefined;
  const shiftTotal = (data: ProfilesData, by: number): ProfilesData => ({
    ...data,
    pages: data.pages.map((answer) =>
      answer.status === 'listed'
        ? { ...answer, page: { ...answer.page, total: Math.max(0, answer.page.total + by) } }
        : answer,
    ),
  });
  queryClient.setQueryData<ProfilesData>(inboxKeys.pendingProfiles(), (data) =>
    data
      ? shiftTotal(
          {
            ...data,
            pages: data.pages.map((answer) =>
              answer.status === 'listed'
                ? {
                    ...answer,
                    page: {
                      ...answer.page,
                      data: answer.page.data.filter((profile) => profile.user_id !== userId),
                    },
                  }
                : answer,
            ),
          },
          -1,
        )
      : data,
  );
  return () =>
    queryClient.setQueryData<ProfilesData>(inboxKeys.pendingProfiles(), (data) => {
      if (!data) return data;
      const listed = data.pages.some((answer) =>
        profileRows(answer).some((profile) => profile.user_id === userId),
      );
      if (listed) return data;
      return shiftTotal(
        {
          ...data,
          pages: data.pages.map((answer, page) => {
            if (page !== place.page || answer.status !== 'listed') return answer;
            const rows = [...answer.page.data];
            rows.splice(Math.min(place.index, rows.length), 0, removed);
            return { ...answer, page: { ...answer.page, data: rows } };
          }),
        },
        +1,
      );
    });
}

/** The post leaves the posts in review at once (published, or deleted). */
export function removePostInReview(queryClient: QueryClient, postId: number): TakeBack {
  const before = queryClient.getQueryData<PostsData>(inboxKeys.postsInReview());
  const found = placeOf(before?.pages ?? [], (response) =>
    response.feeds.data.findIndex((post) => post.id === postId),
  );
  const removed = found && before ? before.pages[found.page]!.feeds.data[found.index] : undefined;
  if (!found || !removed) return () => undefined;
  queryClient.setQueryData<PostsData>(inboxKeys.postsInReview(), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((response) => ({
            ...response,
            feeds: {
              ...response.feeds,
              data: response.feeds.data.filter((post) => post.id !== postId),
            },
          })),
        }
      : data,
  );
  return () =>
    queryClient.setQueryData<PostsData>(inboxKeys.postsInReview(), (data) => {
      if (!data || data.pages.some((r) => r.feeds.data.some((post) => post.id === postId))) {
        return data;
      }
      return {
        ...data,
        pages: data.pages.map((response, page) => {
          if (page !== found.page) return response;
          const rows = [...response.feeds.data];
          rows.splice(Math.min(found.index, rows.length), 0, removed);
          return { ...response, feeds: { ...response.feeds, data: rows } };
        }),
      };
    });
}
