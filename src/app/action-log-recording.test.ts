import { MutationObserver } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { actionLogMeta } from '../lib/action-log/mutation-meta';
import { actionLogStore, type ActionLogOwner } from '../lib/action-log/store';
import { createQueryClient } from './query-client';

const OWNER: ActionLogOwner = { root: 'https://community.example/wp-json/', username: 'admin' };

interface Block {
  userId: number;
  name: string;
}

const blockMeta = actionLogMeta(({ name }: Block) => ({
  action: 'profile.block',
  what: ['Blocked ', { name }],
  subject: name,
}));

function setup(owner: ActionLogOwner | null = OWNER) {
  const onUnauthorized = vi.fn();
  const client = createQueryClient({ onUnauthorized, actionLogOwner: () => owner });
  const run = (mutationFn: () => Promise<unknown>, meta = blockMeta) =>
    new MutationObserver<unknown, Error, Block>(client, { mutationFn, meta })
      .mutate({ userId: 7, name: 'Nora Evans' })
      .catch(() => undefined);
  return { run, onUnauthorized };
}

const logged = () => actionLogStore.read(OWNER).entries;

beforeEach(() => localStorage.clear());

describe('the action log, written by the query cache', () => {
  it('records a mutation that describes itself, done', async () => {
    await setup().run(() => Promise.resolve({ ok: true }));
    expect(logged()).toEqual([
      expect.objectContaining({
        who: 'admin',
        action: 'profile.block',
        what: ['Blocked ', { name: 'Nora Evans' }],
        subject: 'Nora Evans',
        result: 'done',
      }),
    ]);
  });

  it("records a refusal with the site's own words", async () => {
    const refusal = new ApiError({
      kind: 'http',
      status: 422,
      url: 'https://community.example/wp-json/fluent-community/v2/members/7',
      serverMessage: 'Sorry, you cannot change the status of another admin.',
      message: 'Sorry, you cannot change the status of another admin.',
    });
    await setup().run(() => Promise.reject(refusal));
    expect(logged()).toEqual([
      expect.objectContaining({
        result: 'refused',
        detail: 'Sorry, you cannot change the status of another admin.',
      }),
    ]);
  });

  it('records a failure, and a 401 before the session ends', async () => {
    const offline = new ApiError({ kind: 'network', url: 'x', message: 'Cannot reach the site.' });
    const { run, onUnauthorized } = setup();
    await run(() => Promise.reject(offline));
    const expired = new ApiError({ kind: 'http', status: 401, url: 'x', message: 'Signed out' });
    await run(() => Promise.reject(expired));
    expect(logged().map((entry) => [entry.result, entry.detail])).toEqual([
      ['failed', 'Cannot reach the site.'],
      ['failed', 'Signed out'],
    ]);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('leaves out mutations without a description, and records nothing signed out', async () => {
    await setup().run(() => Promise.resolve(1), {});
    await setup(null).run(() => Promise.resolve(1));
    expect(logged()).toEqual([]);
  });

  it('loses only the entry when a description throws', async () => {
    const broken = actionLogMeta<Block>(() => {
      throw new Error('bug');
    });
    const onSuccess = vi.fn();
    const client = createQueryClient({ onUnauthorized: vi.fn(), actionLogOwner: () => OWNER });
    await new MutationObserver(client, {
      mutationFn: () => Promise.resolve(1),
      meta: broken,
      onSuccess,
    }).mutate({ userId: 1, name: 'x' });
    expect(onSuccess).toHaveBeenCalled();
    expect(logged()).toEqual([]);
  });
});
