import { describe, expect, it } from 'vitest';
import type { SavedView } from './schema';
import { cleanName, nameProblem, shorten, unusedName } from './view-name';

const named = (...names: string[]): SavedView[] =>
  names.map((name, index) => ({
    id: `view-id-${index}`,
    name,
    path: '/feed',
    columns: null,
    createdAt: 0,
    updatedAt: 0,
  }));

describe('view names', () => {
  it('are kept on one line, trimmed', () => {
    expect(cleanName('  Pending\n\trequests  ')).toBe('Pending requests');
  });

  it('are unique whatever the case or the way an accent was typed', () => {
    const views = named('Café');
    expect(nameProblem('CAFE\u0301', views)).toBe('taken');
    expect(nameProblem('café', views, 'view-id-0')).toBeNull();
    expect(nameProblem('', views)).toBe('empty');
  });

  it('suggests the first free name, within the limit', () => {
    expect(unusedName('Feed', named('Other'))).toBe('Feed');
    expect(unusedName('Feed', named('feed', 'Feed (2)'))).toBe('Feed (3)');
    const long = 'x'.repeat(80);
    const next = unusedName(long, named(long));
    expect(next).toMatch(/… \(2\)$/);
    expect([...next]).toHaveLength(80);
    expect(unusedName('  ', [])).toBe('Saved view');
  });

  it('are shortened with an ellipsis', () => {
    expect(shorten('abcdef', 4)).toBe('abc…');
    expect(shorten('abc', 4)).toBe('abc');
  });
});
