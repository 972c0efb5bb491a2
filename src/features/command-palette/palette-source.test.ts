import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import type { PaletteEntry } from './palette-groups';
import { placeSource } from './palette-source';

const toEntry = (title: string): PaletteEntry => ({ key: title, name: title, to: `/${title}` });
const names = (entries: readonly PaletteEntry[]) => entries.map((entry) => entry.name);
const httpError = (status: number) =>
  new ApiError({ kind: 'http', status, url: 'x', message: `Status ${status}.` });

describe('placeSource', () => {
  it('lists what the site listed, and waits while it is asked', () => {
    const listed = placeSource(
      { items: ['General'], isPending: false, error: null },
      toEntry,
      () => [],
      'spaces',
    );
    expect(names(listed.entries)).toEqual(['General']);
    expect(listed.note).toBeNull();
    const waiting = placeSource(
      { items: undefined, isPending: true, error: null },
      toEntry,
      () => ['Old'],
      'spaces',
    );
    expect(waiting).toEqual({ entries: [], loading: true, note: null });
  });

  it('falls back to the places opened before where the site refuses the list', () => {
    const known = placeSource(
      { items: undefined, isPending: false, error: httpError(403) },
      toEntry,
      () => ['Old course'],
      'courses',
    );
    expect(names(known.entries)).toEqual(['Old course']);
    expect(known.note).toBe(
      'This site does not list its courses to this account: these are courses opened before in this browser.',
    );
    const none = placeSource(
      { items: undefined, isPending: false, error: httpError(404) },
      toEntry,
      () => [],
      'courses',
    );
    expect(none).toEqual({
      entries: [],
      loading: false,
      note: 'This site does not list its courses to this account.',
    });
  });

  it('says that the list did not load when the site fails', () => {
    const failed = placeSource(
      { items: undefined, isPending: false, error: httpError(500) },
      toEntry,
      () => ['Old'],
      'spaces',
    );
    expect(failed).toEqual({
      entries: [],
      loading: false,
      note: 'The spaces did not load. Status 500.',
    });
  });
});
