import { describe, expect, it } from 'vitest';
import {
  GROUP_LIMIT,
  paletteGroups,
  type PaletteEntry,
  type PaletteGroup,
  type PaletteGroupId,
} from './palette-groups';

const entry = (key: string, name: string, extra: Partial<PaletteEntry> = {}): PaletteEntry => ({
  key,
  name,
  to: `/${key}`,
  ...extra,
});

const summary = (groups: PaletteGroup[]) =>
  groups.map((group) => `${group.id}: ${group.options.map((option) => option.name).join(', ')}`);

function groupsFor(query: string, table: Partial<Record<PaletteGroupId, PaletteEntry[]>>) {
  return paletteGroups(query, (id) => table[id] ?? [], { members: 5 });
}

describe('paletteGroups', () => {
  const table = {
    pages: [entry('feed', 'Feed'), entry('spaces', 'Space members')],
    spaces: [entry('general', 'General'), entry('design', 'Design'), entry('town', 'Town hall')],
    views: [entry('v1', 'Pending in General')],
  };

  it('lists every kind of place in the usual order when nothing is typed', () => {
    expect(summary(groupsFor('', table))).toEqual([
      'pages: Feed, Space members',
      'spaces: General, Design, Town hall',
      'views: Pending in General',
    ]);
  });

  it('keeps the matches only, the group with the best match first', () => {
    expect(summary(groupsFor('gen', table))).toEqual([
      'spaces: General',
      'views: Pending in General',
    ]);
    expect(groupsFor('gen', table)[0]?.options[0]?.highlight).toEqual({ start: 0, end: 3 });
  });

  it('keeps the usual order between groups whose best matches are as good', () => {
    expect(summary(groupsFor('e', table))[0]).toMatch(/^pages: /);
  });

  it('lists at most a few per group, saying how many match', () => {
    const many = Array.from({ length: 9 }, (_, index) => entry(`s${index}`, `Space ${index}`));
    const [spaces] = groupsFor('space', { spaces: many });
    expect(spaces?.options).toHaveLength(GROUP_LIMIT);
    expect(spaces?.matched).toBe(9);
  });

  it('puts members last and lists at most five of them', () => {
    const people = Array.from({ length: 8 }, (_, index) => entry(`m${index}`, `Gene ${index}`));
    const groups = groupsFor('gene', { ...table, members: people });
    expect(groups.map((group) => group.id)).toEqual(['spaces', 'views', 'members']);
    expect(groups.at(-1)?.options).toHaveLength(5);
  });

  it('keeps a member the site found for this very text, whatever their name shows', () => {
    const found = entry('m1', 'Ana Souza', { foundFor: 'ana@example.com' });
    expect(summary(groupsFor('ana@example.com', { members: [found] }))).toEqual([
      'members: Ana Souza',
    ]);
    expect(groupsFor('ana@example.co', { members: [found] })).toEqual([]);
  });
});
