import { vi } from 'vitest';
import * as z from 'zod/mini';
import type * as core from 'zod/v4/core';
import type { ApiClient } from '../api/client';
import { ApiError } from '../api/errors';
import { feedSchema, type Feed } from '../api/schemas/feed';
import type { Member } from '../api/schemas/member';
import type { Profile } from '../api/schemas/profile';
import { designClubPending } from './members-samples';
import { readSample } from './samples';

/**
 * A site as the inbox reads it, behind a fake client: spaces with join requests (paged as
 * asked, oldest first), posts in review and profiles waiting for approval, for an account
 * that may see them (`manager`) or not; spaces may refuse, and actions may be refused or held.
 */

const requestTemplate = designClubPending().members.data[0]!;
const profileTemplate = requestTemplate.xprofile!;
const postTemplate = feedSchema.parse(
  (readSample('feeds_default.json') as { feeds: { data: unknown[] } }).feeds.data[0],
);

let nextId = 1000;

/** A join request of `name`, made `created_at`. */
export function joinRequestRow(name: string, createdAt: string, userId = nextId++): Member {
  return {
    ...requestTemplate,
    id: userId + 50_000,
    user_id: userId,
    status: 'pending',
    role: 'member',
    created_at: createdAt,
    xprofile: { ...profileTemplate, user_id: userId, display_name: name, username: `u${userId}` },
  };
}

export function pendingProfile(name: string, createdAt: string, userId = nextId++): Profile {
  return {
    ...profileTemplate,
    user_id: userId,
    display_name: name,
    username: `p${userId}`,
    status: 'pending',
    created_at: createdAt,
  };
}

export function postInReview(title: string, createdAt: string, id = nextId++): Feed {
  return {
    ...postTemplate,
    id,
    slug: `post-${id}`,
    title,
    status: 'pending',
    created_at: createdAt,
  };
}

function space(slug: string, id: number) {
  return {
    id,
    title: `Space ${slug}`,
    slug,
    type: 'community',
    privacy: 'public',
    description: '',
    status: 'published',
    settings: {},
    created_at: null,
    updated_at: null,
  };
}

function laravelPage<T>(rows: readonly T[], page: number, perPage: number) {
  const data = rows.slice((page - 1) * perPage, page * perPage);
  const lastPage = Math.max(1, Math.ceil(rows.length / perPage));
  return {
    data,
    current_page: page,
    per_page: perPage,
    from: data.length ? (page - 1) * perPage + 1 : null,
    to: data.length ? (page - 1) * perPage + data.length : null,
    total: rows.length,
    last_page: lastPage,
  };
}

const refusal = (route: string, status = 403) =>
  new ApiError({
    kind: 'http',
    status,
    url: route,
    message: 'You do not have permission to do this action',
    serverMessage: 'You do not have permission to do this action',
  });

export interface InboxSiteOptions {
  /** Each space's join requests (a space listed with `refused` refuses this account). */
  requests?: Record<string, Member[] | 'refused'>;
  posts?: Feed[];
  profiles?: Profile[] | 'refused';
  /** The account's own spaces, for one that is not an administrator: slug → role. */
  ownSpaces?: Record<string, string>;
  /** Actions on these user ids are refused with the plugin's 403. */
  refuseUserIds?: readonly number[];
}

export function inboxSite(options: InboxSiteOptions = {}) {
  const requests = new Map(Object.entries(options.requests ?? {}));
  let posts = [...(options.posts ?? [])];
  let profiles = options.profiles ?? [];
  const answer = async (route: string, params: Record<string, unknown>): Promise<unknown> => {
    if (route === 'fluent-community/v2/spaces') {
      return { spaces: [...requests.keys()].map((slug, index) => space(slug, index + 1)) };
    }
    const own = /profile\/([^/]+)\/spaces$/.exec(route);
    if (own) {
      return {
        spaces: Object.entries(options.ownSpaces ?? {}).map(([slug, role], index) => ({
          ...space(slug, index + 1),
          pivot: { role },
        })),
      };
    }
    const slug = /spaces\/([^/]+)\/members$/.exec(route)?.[1];
    if (slug) {
      const rows = requests.get(slug);
      if (rows === undefined || rows === 'refused') throw refusal(route);
      const sorted = [...rows].sort((a, b) =>
        (a.created_at ?? '').localeCompare(b.created_at ?? ''),
      );
      return {
        members: laravelPage(sorted, Number(params.page ?? 1), Number(params.per_page ?? 15)),
        pending_count: rows.length,
      };
    }
    if (route === 'fluent-community/v2/feeds') {
      const page = Number(params.page ?? 1);
      const perPage = Number(params.per_page ?? 10);
      const data = posts.slice((page - 1) * perPage, page * perPage);
      return {
        feeds: {
          data,
          current_page: page,
          per_page: perPage,
          from: null,
          to: null,
          total: 0,
          has_more: data.length === perPage,
        },
        sticky: null,
      };
    }
    const editing = /feeds\/([^/]+)\/by-slug$/.exec(route);
    if (editing && params.context === 'edit') {
      const post = posts.find((each) => (each as { slug?: string }).slug === editing[1]);
      if (!post) throw refusal(route);
      const { id, title } = post as { id: number; title: string };
      return { feed: { id, title, message: `The text of ${title}`, topic_ids: [] } };
    }
    if (route === 'fluent-community/v2/members') {
      if (profiles === 'refused') throw refusal(route);
      return {
        members: laravelPage(profiles, Number(params.page ?? 1), Number(params.per_page ?? 15)),
      };
    }
    throw new Error(`Not asked in this test: ${route}`);
  };
  // Every answer is read by the request's own schema, as the real client reads it.
  const get = vi.fn(
    async (
      route: string,
      { schema, params = {} }: { schema: core.$ZodType; params?: Record<string, unknown> },
    ) => z.parse(schema, await answer(route, params)),
  );
  const act = vi.fn(async (route: string, { body = {} }: { body?: Record<string, unknown> }) => {
    const userId = Number(body.user_id ?? /members\/(\d+)/.exec(route)?.[1]);
    if (options.refuseUserIds?.includes(userId)) throw refusal(route);
    const slug = /spaces\/([^/]+)\/members/.exec(route)?.[1];
    if (slug) {
      const rows = requests.get(slug);
      if (Array.isArray(rows))
        requests.set(
          slug,
          rows.filter((row) => row.user_id !== userId),
        );
      return { message: route.endsWith('/remove') ? 'User has been removed' : 'Member approved' };
    }
    if (/members\/\d+$/.exec(route) && Array.isArray(profiles)) {
      const profile = profiles.find((each) => each.user_id === userId)!;
      profiles = profiles.filter((each) => each.user_id !== userId);
      return {
        message: 'Member status has been updated',
        member: { ...profile, status: 'active' },
      };
    }
    const postId = Number(/feeds\/(\d+)$/.exec(route)?.[1]);
    posts = posts.filter((post) => post.id !== postId);
    return {
      message:
        body.status === 'published'
          ? 'Your post has been updated'
          : 'Feed has been deleted successfully',
    };
  });
  const client = {
    root: { form: 'pretty', url: 'https://site.test/wp-json/' },
    get,
    act,
  } as unknown as ApiClient;
  return { client, get, act };
}
