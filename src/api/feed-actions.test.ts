import { describe, expect, it, vi } from 'vitest';
import { FEED_MESSAGES, FEED_REFUSALS } from '../../contract';
import { withoutSiteLanguage } from '../test/site-language';
import { createApiClient } from './client';
import { ApiError } from './errors';
import {
  deleteComment,
  deletePost,
  pinPost,
  publishPost,
  publishPostInReview,
  setPostFlags,
  turnCommentsOff,
  turnCommentsOn,
  unpinPost,
} from './feed-actions';

const root = { form: 'pretty', url: 'https://site.test/wp-json/' } as const;
const FEEDS = 'https://site.test/wp-json/fluent-community/v2/feeds';

function siteAnswering(status: number, body: unknown) {
  const fetch = vi.fn<typeof globalThis.fetch>(
    async () => new Response(JSON.stringify(body), { status }),
  );
  return { fetch, client: createApiClient({ root, fetch }) };
}

function sent(fetch: ReturnType<typeof siteAnswering>['fetch'], call = 0) {
  const [url, init] = fetch.mock.calls[call]!;
  return {
    url: withoutSiteLanguage(url),
    method: init?.method,
    body: init?.body === undefined ? undefined : (JSON.parse(String(init.body)) as unknown),
  };
}

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const patched = { message: FEED_MESSAGES.patched, feed: { id: 7, is_sticky: 1 } };

describe('the flags of a post', () => {
  it('pins and unpins with PATCH {is_sticky} as 1 or 0, nothing else', async () => {
    const { fetch, client } = siteAnswering(200, patched);
    await expect(pinPost(client, 7)).resolves.toEqual({ message: 'Feed updated' });
    await unpinPost(client, 7);
    expect(sent(fetch, 0)).toEqual({ url: `${FEEDS}/7`, method: 'PATCH', body: { is_sticky: 1 } });
    expect(sent(fetch, 1).body).toEqual({ is_sticky: 0 });
  });

  it('turns comments off and on with {comments_disabled}', async () => {
    const { fetch, client } = siteAnswering(200, patched);
    await turnCommentsOff(client, 7);
    await turnCommentsOn(client, 7);
    expect(sent(fetch, 0).body).toEqual({ comments_disabled: 1 });
    expect(sent(fetch, 1).body).toEqual({ comments_disabled: 0 });
  });

  it('sends both flags only when both are given', async () => {
    const { fetch, client } = siteAnswering(200, patched);
    await setPostFlags(client, 7, { is_sticky: false, comments_disabled: true });
    expect(sent(fetch).body).toEqual({ is_sticky: 0, comments_disabled: 1 });
  });

  it("carries the plugin's 422 refusal in its own words", async () => {
    const { client } = siteAnswering(422, { message: FEED_REFUSALS.patchNotAllowed });
    const error = await refusal(pinPost(client, 7));
    expect(error.message).toBe('You do not have permission to perform this action');
    expect(error.isNotFound).toBe(false);
  });

  it('tells a post already gone (404) from a refusal', async () => {
    const { client } = siteAnswering(404, {
      message: 'No query results for model [FluentCommunity\\App\\Models\\Feed] 7',
      data: { wpfluent: { env: 'prod' } },
    });
    expect((await refusal(pinPost(client, 7))).isNotFound).toBe(true);
  });

  it('is sent again as POST ?_method=PATCH where the host refuses PATCH', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async (_input, init) =>
      init?.method === 'PATCH'
        ? new Response('Method Not Allowed', { status: 405 })
        : new Response(JSON.stringify(patched)),
    );
    await pinPost(createApiClient({ root, fetch }), 7);
    expect(withoutSiteLanguage(fetch.mock.calls[1]![0])).toBe(`${FEEDS}/7?_method=PATCH`);
    expect(fetch.mock.calls[1]![1]?.method).toBe('POST');
  });
});

describe('publishPost', () => {
  it('saves the post again as it is, with the status published', async () => {
    const { fetch, client } = siteAnswering(200, { message: FEED_MESSAGES.updated, feed: {} });
    await publishPost(client, {
      id: 12,
      message: 'Hello **world**',
      title: 'Hello',
      topicIds: [3, 5],
    });
    expect(sent(fetch)).toEqual({
      url: `${FEEDS}/12`,
      method: 'POST',
      body: { message: 'Hello **world**', title: 'Hello', status: 'published', topic_ids: [3, 5] },
    });
  });

  it("carries the validator's words when the message is missing", async () => {
    const { client } = siteAnswering(422, {
      message: { required: FEED_REFUSALS.messageRequired },
    });
    const error = await refusal(
      publishPost(client, { id: 1, message: '', title: '', topicIds: [] }),
    );
    expect(error.message).toBe('Message is required');
  });
});

describe('publishPostInReview', () => {
  it('reads the post for editing, then saves it back as it is, published', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async (_input, init) =>
      init?.method === 'POST'
        ? new Response(JSON.stringify({ message: FEED_MESSAGES.updated, feed: {} }))
        : new Response(
            JSON.stringify({
              feed: {
                id: '12',
                slug: 'hello',
                title: 'Hello',
                message: 'Hi *there*',
                topic_ids: ['3', 5],
              },
            }),
          ),
    );
    await publishPostInReview(createApiClient({ root, fetch }), {
      id: 12,
      slug: 'hello',
      title: 'Hello',
      terms: [],
    });
    expect(sent(fetch, 0)).toEqual({
      url: `${FEEDS}/hello/by-slug?context=edit`,
      method: undefined,
      body: undefined,
    });
    expect(sent(fetch, 1)).toEqual({
      url: `${FEEDS}/12`,
      method: 'POST',
      body: { message: 'Hi *there*', title: 'Hello', status: 'published', topic_ids: [3, 5] },
    });
  });

  it('needs no read where the feed item carries its text and its topics’ ids', async () => {
    const { fetch, client } = siteAnswering(200, { message: FEED_MESSAGES.updated });
    await publishPostInReview(client, {
      id: 4,
      slug: 'x',
      title: 'T',
      message: 'Text',
      terms: [{ id: 2 }, { pivot: { term_id: 9 } }],
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sent(fetch).body).toEqual({
      message: 'Text',
      title: 'T',
      status: 'published',
      topic_ids: [2, 9],
    });
  });

  it('reads a single topic id, or none, as the sites allowing one topic send it', async () => {
    for (const [topicIds, expected] of [
      [7, [7]],
      ['', []],
    ] as const) {
      const fetch = vi.fn<typeof globalThis.fetch>(async (_input, init) =>
        init?.method === 'POST'
          ? new Response(JSON.stringify({ message: FEED_MESSAGES.updated }))
          : new Response(
              JSON.stringify({ feed: { id: 1, title: '', message: 'm', topic_ids: topicIds } }),
            ),
      );
      await publishPostInReview(createApiClient({ root, fetch }), {
        id: 1,
        slug: 's',
        title: '',
        terms: [],
      });
      expect(sent(fetch, 1).body).toMatchObject({ topic_ids: expected });
    }
  });
});

describe('deleting', () => {
  it('deletes a post with DELETE and no body', async () => {
    const { fetch, client } = siteAnswering(200, { message: FEED_MESSAGES.deleted });
    await expect(deletePost(client, 9)).resolves.toEqual({
      message: 'Feed has been deleted successfully',
    });
    expect(sent(fetch)).toEqual({ url: `${FEEDS}/9`, method: 'DELETE', body: undefined });
  });

  it("deletes a comment under its post's route", async () => {
    const { fetch, client } = siteAnswering(200, { message: FEED_MESSAGES.commentDeleted });
    await deleteComment(client, 9, 31);
    expect(sent(fetch)).toEqual({
      url: `${FEEDS}/9/comments/31`,
      method: 'DELETE',
      body: undefined,
    });
  });

  it("carries the refusal of someone else's comment", async () => {
    const { client } = siteAnswering(422, { message: FEED_REFUSALS.commentNotAllowed });
    expect((await refusal(deleteComment(client, 9, 31))).message).toBe(
      'You are not allowed to delete this comment',
    );
  });
});
