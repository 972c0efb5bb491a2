import type { Query } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { keepPreviousWhileSame } from './keep-previous';

type Key = readonly ['members', string, 'list', number];

function previousQuery(key: Key) {
  return { queryKey: key } as unknown as Query<string[], Error, string[], Key>;
}

describe('keepPreviousWhileSame', () => {
  it('keeps the previous rows within the same place', () => {
    const placeholder = keepPreviousWhileSame<string[], Key>(1, 'general');
    expect(placeholder(['Ana'], previousQuery(['members', 'general', 'list', 1]))).toEqual(['Ana']);
  });

  it('drops them when the place changed, or when there were none', () => {
    const placeholder = keepPreviousWhileSame<string[], Key>(1, 'design-club');
    expect(placeholder(['Ana'], previousQuery(['members', 'general', 'list', 1]))).toBeUndefined();
    expect(placeholder(undefined, undefined)).toBeUndefined();
  });
});
