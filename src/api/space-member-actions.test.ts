import { describe, expect, it, vi } from 'vitest';
import { SPACE_MEMBER_MESSAGES, SPACE_MEMBER_REFUSALS } from '../../contract';
import { withoutSiteLanguage } from '../test/site-language';
import { createApiClient } from './client';
import { ApiError } from './errors';
import { addSpaceMember, removeSpaceMember } from './space-member-actions';

const root = { form: 'pretty', url: 'https://site.test/wp-json/' } as const;

function siteAnswering(status: number, body: unknown) {
  const fetch = vi.fn<typeof globalThis.fetch>(
    async () => new Response(JSON.stringify(body), { status }),
  );
  return { fetch, client: createApiClient({ root, fetch }) };
}

function sent(fetch: ReturnType<typeof siteAnswering>['fetch']) {
  const [url, init] = fetch.mock.calls[0]!;
  return {
    url: withoutSiteLanguage(url),
    method: init?.method,
    body: JSON.parse(String(init?.body)),
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

describe('addSpaceMember', () => {
  it("posts {user_id} to the space's members route and reads the site's message", async () => {
    const { fetch, client } = siteAnswering(200, { message: SPACE_MEMBER_MESSAGES.approved });
    await expect(addSpaceMember(client, 'design-club', { userId: 45 })).resolves.toEqual({
      message: 'Member approved',
    });
    expect(sent(fetch)).toEqual({
      url: 'https://site.test/wp-json/fluent-community/v2/spaces/design-club/members',
      method: 'POST',
      body: { user_id: 45 },
    });
  });

  it('sends the role when one is given', async () => {
    const { fetch, client } = siteAnswering(200, { message: SPACE_MEMBER_MESSAGES.roleUpdated });
    await addSpaceMember(client, 'design-club', { userId: 45, role: 'moderator' });
    expect(sent(fetch).body).toEqual({ user_id: 45, role: 'moderator' });
  });

  it('fails on a success body without a message', async () => {
    const { client } = siteAnswering(200, { ok: true });
    expect((await refusal(addSpaceMember(client, 'c', { userId: 1 }))).kind).toBe('schema');
  });

  it("carries the plugin's 422, the validator's and the policy's 403 as the site says them", async () => {
    const already = siteAnswering(422, { message: SPACE_MEMBER_REFUSALS.alreadyMember });
    expect((await refusal(addSpaceMember(already.client, 'c', { userId: 1 }))).message).toBe(
      'Selected user is already a member of this community',
    );
    const required = siteAnswering(422, {
      user_id: { required: 'The user_id field is required.' },
    });
    expect((await refusal(addSpaceMember(required.client, 'c', { userId: 1 }))).message).toBe(
      'The user_id field is required.',
    );
    const forbidden = siteAnswering(403, {
      code: 'Permission Callback Error',
      message: 'You do not have permission to do this action',
      data: { status: 403 },
    });
    const error = await refusal(addSpaceMember(forbidden.client, 'c', { userId: 1 }));
    expect(error).toMatchObject({
      isForbidden: true,
      message: 'You do not have permission to do this action',
    });
  });

  it('reads a visitor 401 as a sign-in matter', async () => {
    const { client } = siteAnswering(401, {
      code: 'rest_forbidden',
      message: 'Sorry, you are not allowed to do that.',
      data: { status: 401 },
    });
    expect((await refusal(addSpaceMember(client, 'c', { userId: 1 }))).isUnauthorized).toBe(true);
  });
});

describe('removeSpaceMember', () => {
  it('posts {user_id} to the remove route', async () => {
    const { fetch, client } = siteAnswering(200, { message: SPACE_MEMBER_MESSAGES.removed });
    await expect(removeSpaceMember(client, 'design-club', 45)).resolves.toEqual({
      message: 'User has been removed from this community',
    });
    expect(sent(fetch)).toEqual({
      url: 'https://site.test/wp-json/fluent-community/v2/spaces/design-club/members/remove',
      method: 'POST',
      body: { user_id: 45 },
    });
  });

  it("carries the plugin's refusal of someone who is not a member", async () => {
    const { client } = siteAnswering(422, { message: SPACE_MEMBER_REFUSALS.notMember });
    expect((await refusal(removeSpaceMember(client, 'c', 45))).message).toBe(
      'Selected user is not a member of this community',
    );
  });
});
