import { describe, expect, it } from 'vitest';
import type { Person } from '../../api/people';
import { choosePeopleSource } from './people-source';

const ana: Person = { id: 3, name: 'Ana Souza', username: 'asouza', avatar: null };
const ben: Person = { id: 4, name: 'Ben Ode', username: 'bode', avatar: null };

describe('choosePeopleSource', () => {
  it('asks nothing and says nothing while nothing is typed', () => {
    expect(choosePeopleSource({ status: 'idle' }, null)).toEqual({
      people: [],
      loading: false,
      notice: null,
    });
  });

  it('uses the member directory first, whatever the space', () => {
    const found = choosePeopleSource({ status: 'listed', people: [ana] }, { status: 'idle' });
    expect(found).toEqual({ people: [ana], loading: false, notice: null });
    expect(choosePeopleSource({ status: 'loading' }, null)).toMatchObject({ loading: true });
  });

  it('keeps the previous people on screen while the next search runs', () => {
    expect(
      choosePeopleSource({ status: 'listed', people: [ana], searching: true }, null),
    ).toMatchObject({ people: [ana], loading: true });
  });

  it('falls back to the chosen space’s members when the directory refuses', () => {
    const found = choosePeopleSource({ status: 'refused' }, { status: 'listed', people: [ben] });
    expect(found.people).toEqual([ben]);
    expect(found.notice).toBe(
      'This site does not list its members to this account: these are members of the chosen space.',
    );
    expect(choosePeopleSource({ status: 'refused' }, { status: 'loading' })).toMatchObject({
      people: [],
      loading: true,
    });
  });

  it('falls back the same way when the directory fails, saying so', () => {
    const found = choosePeopleSource({ status: 'failed' }, { status: 'listed', people: [ben] });
    expect(found.people).toEqual([ben]);
    expect(found.notice).toMatch(/^The member directory did not answer/);
  });

  it('leaves the typed user id when no space is chosen, or the space refuses too', () => {
    expect(choosePeopleSource({ status: 'refused' }, null)).toEqual({
      people: [],
      loading: false,
      notice:
        'This site does not list its members to this account: type a user id, or choose a space to search its members.',
    });
    expect(choosePeopleSource({ status: 'refused' }, { status: 'refused' }).notice).toBe(
      'This site does not list its members to this account, nor the chosen space’s members: type a user id.',
    );
  });
});
