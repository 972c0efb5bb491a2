import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { safeParse } from 'zod/v4/core';
import type { ApiClient, GetOptions } from '../../api/client';
import { ApiError } from '../../api/errors';
import { isolatedName } from '../../test/isolated-text';
import { readSample } from '../../test/samples';
import { renderFeed } from './render-feed.fixture';
import { noActions } from '../../test/no-actions';

afterEach(cleanup);

type Answer = (route: string, params: Record<string, unknown>) => unknown;

/** An API client answering from the captured samples, or failing, as each test decides. */
function fakeClient(answerFeeds: Answer) {
  const get = vi.fn(async (route: string, options: GetOptions<never>) => {
    const params = (options.params ?? {}) as Record<string, unknown>;
    const body = route.endsWith('/spaces')
      ? readSample('spaces_list.json')
      : answerFeeds(route, params);
    const parsed = safeParse(options.schema, body);
    if (!parsed.success) throw new Error(`fake answer does not parse: ${parsed.error.message}`);
    return parsed.data;
  });
  const client: ApiClient = {
    root: { form: 'pretty', url: 'https://example.com/wp-json/' },
    get,
    act: noActions,
  };
  return { client, get };
}

const down = () => {
  throw new ApiError({
    kind: 'http',
    status: 503,
    url: 'x',
    message: 'The site had an internal error (503).',
  });
};

const firstPage = readSample('feeds_space_general.json');
const emptyPage = readSample('feeds_last_page_empty.json');

describe('FeedRoute', () => {
  it('shows skeletons, then the pinned post and the posts of the space', async () => {
    const { client, get } = fakeClient(() => firstPage);
    renderFeed(client, '/feed?space=general');
    expect(screen.getByRole('feed', { name: 'Posts' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading posts…')).toBeInTheDocument();

    const first = (await screen.findAllByRole('article'))[0]!;
    expect(within(first).getByText('Pinned post')).toBeInTheDocument();
    expect(within(first).getByRole('heading', { level: 2 })).toHaveTextContent('Weekly check-in');
    expect(get).toHaveBeenCalledWith(
      'fluent-community/v2/feeds',
      expect.objectContaining({
        params: expect.objectContaining({ space: 'general', page: 1, order_by_type: 'latest' }),
      }),
    );
  });

  it('says which filters left the feed empty', async () => {
    const { client } = fakeClient(() => emptyPage);
    renderFeed(client, '/feed?topic_slug=help&search=deploy');
    expect(await screen.findByText('No posts match these filters')).toBeInTheDocument();
    // The slug and the searched words are isolated in the sentence (<bdi>): match the whole text.
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === 'DIV' &&
          element.textContent === 'No posts about topic “help”, matching “deploy” in post content.',
      ),
    ).toBeInTheDocument();
  });

  it('names a space the site does not have, isolated, and offers every space', async () => {
    const { client } = fakeClient(() => {
      throw new ApiError({
        kind: 'http',
        status: 422,
        url: 'x',
        message: 'Invalid space slug',
      });
    });
    renderFeed(client, '/feed?space=نادي');
    expect(
      await screen.findByText(`The site has no space “${isolatedName('نادي')}”`),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show all spaces' })).toBeInTheDocument();
  });

  it('explains a failed first page and retries it', async () => {
    let fail = true;
    const { client } = fakeClient(() => (fail ? down() : firstPage));
    renderFeed(client);
    expect(await screen.findByRole('alert')).toHaveTextContent('The site had an internal error');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).not.toHaveLength(0);
  });

  it('keeps the posts when a refresh fails, with a retry above them', async () => {
    let fail = false;
    const { client } = fakeClient(() => (fail ? down() : firstPage));
    const queryClient = renderFeed(client, '/feed?space=general');
    const before = (await screen.findAllByRole('article')).length;
    fail = true;
    await queryClient.refetchQueries({ queryKey: ['feed', 'timeline'] });
    expect(
      await screen.findByText('The feed could not be refreshed; showing the posts loaded before'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(before);
  });

  it('shows an inline retry at the bottom when the next page fails, keeping the list', async () => {
    const { client } = fakeClient((_route, params) => (params.page === 1 ? firstPage : down()));
    renderFeed(client, '/feed?space=general');
    const before = (await screen.findAllByRole('article')).length;
    await userEvent.click(screen.getByRole('button', { name: 'Load more posts' }));
    expect(await screen.findByText('The next posts did not load')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(before);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('ends with an end-of-feed marker once a page comes back empty', async () => {
    const { client } = fakeClient((_route, params) => (params.page === 1 ? firstPage : emptyPage));
    renderFeed(client, '/feed?space=general');
    await screen.findAllByRole('article');
    expect(screen.getByText(/^\d+\+ posts$/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more posts' }));
    expect(await screen.findByText(/^End of feed · \d+ posts$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more posts' })).not.toBeInTheDocument();
  });

  it('reports link parameters it could not use', async () => {
    const { client } = fakeClient(() => firstPage);
    renderFeed(client, '/feed?order_by_type=random');
    expect(await screen.findByText('order_by_type=random')).toBeInTheDocument();
  });

  it('names the author and topic of the URL from the posts that carry them', async () => {
    const { client } = fakeClient(() => readSample('feeds_topic_questions.json'));
    renderFeed(client, '/feed?topic_slug=questions&user_id=42');
    const author = screen.getByRole('combobox', { name: 'Author' });
    await waitFor(() => expect(author).toHaveValue('François Lefèvre'));
    expect(author).not.toHaveAccessibleDescription();
    expect(screen.getByRole('combobox', { name: 'Topic' })).toHaveValue('Questions');
  });

  it('shows an author id and a topic slug no post names, with a note, never an error', async () => {
    const { client } = fakeClient(() => emptyPage);
    renderFeed(client, '/feed?user_id=123');
    expect(await screen.findByText('No posts match these filters')).toBeInTheDocument();
    const author = screen.getByRole('combobox', { name: 'Author' });
    expect(author).toHaveValue('User #123');
    expect(author).toHaveAccessibleDescription(
      'No posts by this member — they may have been deleted.',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    cleanup();

    renderFeed(client, '/feed?topic_slug=gone-topic');
    expect(await screen.findByText('No posts match these filters')).toBeInTheDocument();
    const topic = screen.getByRole('combobox', { name: 'Topic' });
    expect(topic).toHaveValue('gone-topic');
    expect(topic).toHaveAccessibleDescription(
      'No posts have this topic — it may have been deleted or renamed.',
    );
  });
});
