import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FEED_MESSAGES, FEED_REFUSALS } from '../../../contract';
import { ApiClientProvider } from '../../api/ApiClientProvider';
import { createApiClient } from '../../api/client';
import { UTC_SITE_CLOCK } from '../../lib/site-clock';
import { ViewerProvider, type Viewer } from '../../lib/viewer';
import { installDialogPolyfill } from '../../test/dialog-polyfill';
import { createWriteGate } from '../../test/write-gate';
import { isolatedName, isolatedText } from '../../test/isolated-text';
import { readSample } from '../../test/samples';
import { FeedRoute } from './FeedRoute';
import { UNDO_MS } from './post-actions/use-post-actions';

const SITE = 'https://site.test';
const FEEDS = '/wp-json/fluent-community/v2/feeds';

interface Answer {
  status: number;
  body: unknown;
}

type RawPost = Record<string, unknown> & {
  id: number;
  is_sticky: number | boolean;
  meta: Record<string, unknown>;
  comments: Array<{ id: number; parent_id: number | string | null }>;
  comments_count: number;
};

/**
 * General's feed as a real site holds it (the captured sample), answering the feed's pages,
 * who liked a post, and the moderation writes; `refuse` answers the next writes instead, and
 * `hold` keeps writes waiting until released.
 */
function fakeSite({ memberships = [] as Array<{ id: number; slug: string; role: string }> } = {}) {
  const sample = readSample('feeds_space_general.json') as {
    feeds: Record<string, unknown> & { data: RawPost[] };
    sticky: RawPost;
  };
  let posts: RawPost[] = [sample.sticky, ...sample.feeds.data].map((post) => ({ ...post }));
  const writes: Array<{ method: string; path: string; body: unknown }> = [];
  let refusal: Answer | null = null;
  let likers: Answer = {
    status: 200,
    body: {
      reactions: [
        { id: 1, user_id: 6, xprofile: { user_id: 6, display_name: 'Ava Jones', avatar: null } },
        { id: 2, user_id: 7, xprofile: { user_id: 7, display_name: 'نورة العلي', avatar: null } },
      ],
    },
  };
  const gate = createWriteGate();
  let reads = 0;

  const matches = (post: RawPost, url: URL) =>
    String(post.title)
      .toLowerCase()
      .includes((url.searchParams.get('search') ?? '').toLowerCase());
  const page = (url: URL): Answer => {
    reads += 1;
    if ((url.searchParams.get('page') ?? '1') !== '1') {
      return {
        status: 200,
        body: { ...sample, feeds: { ...sample.feeds, data: [] }, sticky: null },
      };
    }
    const pinned = posts.find((post) => post.is_sticky === 1 || post.is_sticky === true) ?? null;
    // The space's pinned post comes apart only on an unsearched page (behaviour.md, "Feeds").
    const sticky = url.searchParams.has('search') ? null : pinned;
    return {
      status: 200,
      body: {
        feeds: {
          ...sample.feeds,
          data: posts.filter((post) => post !== sticky && matches(post, url)),
        },
        sticky,
      },
    };
  };

  const write = (method: string, path: string, body: Record<string, unknown>): Answer => {
    const [postId, , commentId] = path.slice(FEEDS.length + 1).split('/');
    const post = posts.find((candidate) => candidate.id === Number(postId));
    const gone = { status: 404, body: { message: 'No query results for model', data: {} } };
    if (!post) return gone;
    if (commentId) {
      if (!post.comments.some((comment) => comment.id === Number(commentId))) return gone;
      // The plugin deletes the comment's replies with it.
      const deleted = new Set([Number(commentId)]);
      for (const comment of post.comments) {
        if (comment.parent_id !== null && deleted.has(Number(comment.parent_id))) {
          deleted.add(comment.id);
        }
      }
      post.comments = post.comments.filter((comment) => !deleted.has(comment.id));
      post.comments_count = post.comments.length;
      return { status: 200, body: { message: FEED_MESSAGES.commentDeleted } };
    }
    if (method === 'DELETE') {
      posts = posts.filter((candidate) => candidate !== post);
      return { status: 200, body: { message: FEED_MESSAGES.deleted } };
    }
    if ('is_sticky' in body) {
      if (body.is_sticky) for (const other of posts) other.is_sticky = 0;
      post.is_sticky = body.is_sticky ? 1 : 0;
    }
    if ('comments_disabled' in body) {
      post.meta = { ...post.meta, comments_disabled: body.comments_disabled ? 'yes' : 'no' };
    }
    return { status: 200, body: { message: FEED_MESSAGES.patched, feed: post } };
  };

  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    let answer: Answer = { status: 404, body: { code: 'rest_no_route' } };
    if (method !== 'GET') {
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      writes.push({ method, path: url.pathname, body });
      await gate.passed();
      answer = refusal ?? write(method, url.pathname, body);
    } else if (url.pathname === FEEDS) {
      answer = page(url);
    } else if (url.pathname.endsWith('/reactions')) {
      answer = likers;
    } else if (/\/profile\/[^/]+\/spaces$/.test(url.pathname)) {
      // The signed-in account's own memberships, with its role in each.
      answer = {
        status: 200,
        body: {
          spaces: memberships.map(({ id, slug, role }) => ({
            id,
            slug,
            title: slug,
            type: 'community',
            settings: {},
            pivot: { role },
          })),
        },
      };
    } else if (url.pathname.endsWith('/spaces')) {
      answer = { status: 200, body: readSample('spaces_list.json') };
    }
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });

  return {
    client: createApiClient({ root: { form: 'pretty', url: `${SITE}/wp-json/` }, fetch }),
    fetch,
    writes,
    reads: () => reads,
    refuse(answer: Answer | null) {
      refusal = answer;
    },
    likersAnswer(answer: Answer) {
      likers = answer;
    },
    /** A post gone from the site behind the dashboard's back. */
    forget(postId: number) {
      posts = posts.filter((post) => post.id !== postId);
    },
    hold: gate.hold,
    release: gate.release,
  };
}

const ADMIN: Viewer = {
  name: 'Site Admin',
  username: 'admin',
  userId: 1,
  isManager: true,
  isAdministrator: true,
  siteClock: UTC_SITE_CLOCK,
};

function renderFeed(
  site: ReturnType<typeof fakeSite>,
  viewer: Viewer = ADMIN,
  path = '/feed?space=general',
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={site.client}>
        <ViewerProvider viewer={viewer}>
          <MemoryRouter initialEntries={[path]}>
            <FeedRoute />
          </MemoryRouter>
        </ViewerProvider>
      </ApiClientProvider>
    </QueryClientProvider>,
  );
}

const WEEKLY = '“Weekly check-in”';
const LESSONS = 'Lessons learned from our last launch (round 4)';
const articles = () => screen.findAllByRole('article');
const pinnedTitle = async () =>
  within((await articles())[0]!).getByRole('heading', { level: 2 }).textContent;
const menuOf = (title: string) =>
  screen.findByRole('button', { name: `Actions for “${isolatedName(title)}”` });
const articleTitled = (title: string) =>
  screen
    .queryAllByRole('article')
    .find((article) => within(article).queryByRole('heading', { name: title }));

/** The live region of the feed's notices, once it says `text`. */
async function noticeSaying(text: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen
      .getAllByRole('status')
      .find((region) => region.getAttribute('aria-live') === 'polite');
    expect(found).toHaveTextContent(text);
  });
  return found!;
}

async function choose(title: string, item: string) {
  await userEvent.click(await menuOf(title));
  await userEvent.click(screen.getByRole('menuitem', { name: item }));
}

vi.setConfig({ testTimeout: 20_000 });
beforeAll(installDialogPolyfill);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('pinning', () => {
  it("pins at once, unpinning the space's pinned post, and Undo pins that one again", async () => {
    const site = fakeSite();
    renderFeed(site);
    expect(await pinnedTitle()).toBe('Weekly check-in');
    site.hold();
    await choose(LESSONS, 'Pin');
    // Before the site answers: the new pin on top, the old one back in the list.
    await waitFor(async () => expect(await pinnedTitle()).toBe(LESSONS));
    expect(screen.getAllByText('Pinned post')).toHaveLength(1);
    expect(await menuOf(LESSONS)).toBeDisabled();
    site.release();
    const status = await noticeSaying(`Pinned “${LESSONS}” on top of General.`);
    await userEvent.click(within(status).getByRole('button', { name: 'Undo' }));
    await waitFor(async () => expect(await pinnedTitle()).toBe('Weekly check-in'));
    expect(site.writes.map((write) => [write.path, write.body])).toEqual([
      [`${FEEDS}/85`, { is_sticky: 1 }],
      [`${FEEDS}/17`, { is_sticky: 1 }],
    ]);
  });

  it('Undo pins the space’s pinned post again when the feed shown did not hold it (a search)', async () => {
    const site = fakeSite();
    renderFeed(site, ADMIN, '/feed?space=general&search=launch');
    await choose(LESSONS, 'Pin');
    const status = await noticeSaying(`Pinned “${LESSONS}” on top of General.`);
    await userEvent.click(within(status).getByRole('button', { name: 'Undo' }));
    await noticeSaying('Pinned “Weekly check-in” on top of General.');
    expect(site.writes.map((write) => [write.path, write.body])).toEqual([
      [`${FEEDS}/85`, { is_sticky: 1 }],
      [`${FEEDS}/17`, { is_sticky: 1 }],
    ]);
  });

  it("puts the pin back with the site's own words when it refuses, and it stays so", async () => {
    const site = fakeSite();
    renderFeed(site);
    await articles();
    site.refuse({ status: 422, body: { message: FEED_REFUSALS.patchNotAllowed } });
    await choose(LESSONS, 'Pin');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      `Could not pin “${LESSONS}”: You do not have permission to perform this action`,
    );
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(await pinnedTitle()).toBe('Weekly check-in');
    // The feed read again after the last action settled still has it so.
    const readsAfter = site.reads();
    await waitFor(() => expect(site.reads()).toBeGreaterThanOrEqual(readsAfter));
    expect(await pinnedTitle()).toBe('Weekly check-in');
  });

  it('offers Undo for about 6 seconds only', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const site = fakeSite();
    renderFeed(site);
    await articles();
    await choose(LESSONS, 'Pin');
    const status = await noticeSaying('Pinned');
    await within(status).findByRole('button', { name: 'Undo' });
    await act(() => vi.advanceTimersByTimeAsync(UNDO_MS));
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('unpins the pinned post, which goes back into the list', async () => {
    const site = fakeSite();
    renderFeed(site);
    await articles();
    await choose('Weekly check-in', 'Unpin');
    await waitFor(() => expect(screen.queryByText('Pinned post')).toBeNull());
    expect(site.writes.at(-1)).toMatchObject({ body: { is_sticky: 0 } });
  });
});

describe('comments off and on', () => {
  it('says so on the post at once, and Undo turns them on again', async () => {
    const site = fakeSite();
    renderFeed(site);
    await articles();
    await choose(LESSONS, 'Turn comments off');
    expect(within(articleTitled(LESSONS)!).getByText('Comments off')).toBeInTheDocument();
    const status = await noticeSaying(`Turned comments off for “${LESSONS}”.`);
    await userEvent.click(within(status).getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(within(articleTitled(LESSONS)!).queryByText('Comments off')).toBeNull(),
    );
    expect(site.writes.map((write) => write.body)).toEqual([
      { comments_disabled: 1 },
      { comments_disabled: 0 },
    ]);
    // The menu now offers the other way.
    await userEvent.click(await menuOf(LESSONS));
    expect(screen.getByRole('menuitem', { name: 'Turn comments off' })).toBeInTheDocument();
  });
});

describe('deleting', () => {
  it('asks once, naming the post and its author, then takes it out; one send only', async () => {
    const site = fakeSite();
    renderFeed(site);
    await articles();
    await choose(LESSONS, 'Delete post');
    const dialog = screen.getByRole('dialog', {
      name: `Delete “${LESSONS}” by Oliver Anderson?`,
    });
    expect(isolatedText(within(dialog).getByRole('heading'))).toBe(
      `Delete “[${LESSONS}]” by [Oliver Anderson]?`,
    );
    expect(site.writes).toEqual([]);
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Delete post' }));
    await waitFor(() => expect(articleTitled(LESSONS)).toBeUndefined());
    expect(site.writes).toEqual([{ method: 'DELETE', path: `${FEEDS}/85`, body: {} }]);
    await noticeSaying(`Deleted “${LESSONS}”.`);
  });

  it('changes nothing on Cancel', async () => {
    const site = fakeSite();
    renderFeed(site);
    await articles();
    await choose(LESSONS, 'Delete post');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(articleTitled(LESSONS)).toBeDefined();
    expect(site.writes).toEqual([]);
  });

  it('deletes a comment with its replies after asking', async () => {
    const site = fakeSite();
    renderFeed(site);
    const lessons = articleTitled(LESSONS) ?? (await articles(), articleTitled(LESSONS))!;
    await userEvent.click(within(lessons).getByRole('button', { name: '5 comments' }));
    await userEvent.click(
      await within(lessons).findByRole('button', {
        name: `Delete ${isolatedName('Scarlett Baker')}’s comment`,
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete Scarlett Baker’s comment?' });
    expect(dialog).toHaveTextContent('The comment and its 1 reply are deleted from the site.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete comment' }));
    await waitFor(() =>
      expect(
        within(articleTitled(LESSONS)!).getByRole('button', { name: '3 comments' }),
      ).toBeInTheDocument(),
    );
    expect(site.writes).toEqual([{ method: 'DELETE', path: `${FEEDS}/85/comments/133`, body: {} }]);
  });

  it('says plainly when the post is already gone, and reads the feed again', async () => {
    const site = fakeSite();
    renderFeed(site);
    await articles();
    site.forget(85);
    const readsBefore = site.reads();
    await choose(LESSONS, 'Turn comments off');
    await noticeSaying(`“${LESSONS}” is no longer on the site; the feed has been refreshed.`);
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(site.reads()).toBeGreaterThan(readsBefore));
    expect(articleTitled(LESSONS)).toBeUndefined();
  });
});

describe('who may act', () => {
  it('offers a member only what they may do to their own post, and nothing on others', async () => {
    const site = fakeSite();
    renderFeed(site, {
      ...ADMIN,
      isManager: false,
      isAdministrator: false,
      userId: 14, // Oliver Anderson, who wrote "Lessons learned…"
    });
    await articles();
    await userEvent.click(await menuOf(LESSONS));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Turn comments off',
      'Delete post',
    ]);
    expect(screen.queryByRole('button', { name: `Actions for ${WEEKLY}` })).toBeNull();
    expect(
      screen.queryByRole('button', { name: `Actions for “${isolatedName('Weekly check-in')}”` }),
    ).toBeNull();
  });
});

describe("a space's own moderators", () => {
  const moderatorOfGeneral: Viewer = {
    ...ADMIN,
    username: 'meichen',
    userId: 13,
    isManager: false,
    isAdministrator: false,
  };
  const profileReads = (site: ReturnType<typeof fakeSite>) =>
    site.fetch.mock.calls.filter(([input]) => String(input).includes('/profile/meichen/spaces'))
      .length;

  it("are offered a moderator's actions on their space's posts (behaviour.md)", async () => {
    const site = fakeSite({ memberships: [{ id: 2, slug: 'general', role: 'moderator' }] });
    renderFeed(site, moderatorOfGeneral);
    // Not the author: the menu comes with the account's role in General.
    await userEvent.click(await menuOf(LESSONS));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Pin',
      'Turn comments off',
      'Delete post',
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Pin' }));
    await noticeSaying(`Pinned “${LESSONS}” on top of General.`);
    expect(site.writes.map((write) => [write.path, write.body])).toEqual([
      [`${FEEDS}/85`, { is_sticky: 1 }],
    ]);
  });

  it('are offered nothing where they are a plain member', async () => {
    const site = fakeSite({ memberships: [{ id: 2, slug: 'general', role: 'member' }] });
    renderFeed(site, moderatorOfGeneral);
    await articles();
    await waitFor(() => expect(profileReads(site)).toBe(1));
    await waitFor(() => expect(site.fetch).toHaveReturned());
    expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull();
  });
});

describe('who reacted', () => {
  it('lists everyone in a dialog, each name isolated', async () => {
    const site = fakeSite();
    renderFeed(site);
    await articles();
    const post = articleTitled('Remote collaboration tools (round 4)')!;
    await userEvent.click(within(post).getByRole('button', { name: '6 reactions' }));
    await userEvent.click(await within(post).findByRole('button', { name: /others$/ }));
    const dialog = screen.getByRole('dialog', {
      name: 'Who reacted to “Remote collaboration tools (round 4)”',
    });
    const list = await within(dialog).findByRole('list', { name: 'People who reacted' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => isolatedText(item.querySelector('bdi')!)),
    ).toEqual(['[Ava Jones]', '[نورة العلي]']);
  });

  it('says why the list could not be loaded, with a retry', async () => {
    const site = fakeSite();
    site.likersAnswer({ status: 500, body: { code: 'internal', message: 'boom' } });
    renderFeed(site);
    await articles();
    const post = articleTitled('Remote collaboration tools (round 4)')!;
    await userEvent.click(within(post).getByRole('button', { name: '6 reactions' }));
    await userEvent.click(await within(post).findByRole('button', { name: /others$/ }));
    const dialog = screen.getByRole('dialog');
    expect(
      await within(dialog).findByText('The list of who reacted could not be loaded'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Try again|Retry/ })).toBeInTheDocument();
  });
});
