import { describe, expect, it } from 'vitest';
import type { SiteTopic } from '../../api/schemas/space-groups';
import { spaceTopicsFirst } from './space-topics-first';

const topics: SiteTopic[] = [
  { slug: 'announcements', title: 'Announcements', spaces: ['announcements', 'general'] },
  { slug: 'feedback', title: 'Feedback', spaces: ['general', 'design-club'] },
  { slug: 'help', title: 'Help', spaces: ['design-club'] },
  { slug: 'questions', title: 'Questions', spaces: ['general'] },
];

describe('spaceTopicsFirst', () => {
  it("puts the chosen space's topics first, each group in the given order", () => {
    expect(spaceTopicsFirst(topics, 'design-club').map((topic) => topic.slug)).toEqual([
      'feedback',
      'help',
      'announcements',
      'questions',
    ]);
  });

  it('keeps the order without a space, or for a space that offers none', () => {
    const slugs = topics.map((topic) => topic.slug);
    expect(spaceTopicsFirst(topics, '').map((topic) => topic.slug)).toEqual(slugs);
    expect(spaceTopicsFirst(topics, 'staff-room').map((topic) => topic.slug)).toEqual(slugs);
  });

  it('gives the picker slugs and titles only', () => {
    expect(spaceTopicsFirst(topics.slice(2, 3), 'design-club')).toEqual([
      { slug: 'help', title: 'Help' },
    ]);
  });
});
