import { describe, expect, it } from 'vitest';
import type { Store } from '../store';
import { StoreUnavailableError } from '../store-unavailable';
import { withLastKnownAnswers } from './last-known-answers';

/** A live store whose database can be taken away. */
function liveStore() {
  const state = { down: false, hashes: ['$hash-1'] };
  const answer = async <T>(value: () => T): Promise<T> => {
    if (state.down) throw new StoreUnavailableError('ECONNREFUSED');
    return value();
  };
  const store = {
    site: { option: (name: string) => answer(() => `value of ${name}`) },
    users: { passwordHashes: () => answer(() => [...state.hashes]) },
  } as unknown as Store;
  return { store, state };
}

describe('the live groups during an outage', () => {
  it('answer what the site answered last, and fail what it never answered', async () => {
    const { store, state } = liveStore();
    const kept = withLastKnownAnswers(store);
    expect(await kept.site.option('blogname')).toBe('value of blogname');
    expect(await kept.users.passwordHashes(1)).toEqual(['$hash-1']);
    state.down = true;
    expect(await kept.site.option('blogname')).toBe('value of blogname');
    expect(await kept.users.passwordHashes(1)).toEqual(['$hash-1']);
    await expect(kept.site.option('home')).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(kept.users.passwordHashes(2)).rejects.toBeInstanceOf(StoreUnavailableError);
  });

  it('take the site’s answer again as soon as it answers: a password revoked meanwhile goes', async () => {
    const { store, state } = liveStore();
    const kept = withLastKnownAnswers(store);
    await kept.users.passwordHashes(1);
    state.hashes = [];
    expect(await kept.users.passwordHashes(1)).toEqual([]);
    state.down = true;
    expect(await kept.users.passwordHashes(1)).toEqual([]);
  });

  it('keep at most so many answers, forgetting the oldest', async () => {
    const { store, state } = liveStore();
    const kept = withLastKnownAnswers(store, 2);
    await kept.site.option('a');
    await kept.site.option('b');
    await kept.site.option('c');
    state.down = true;
    await expect(kept.site.option('a')).rejects.toBeInstanceOf(StoreUnavailableError);
    expect(await kept.site.option('c')).toBe('value of c');
  });
});
