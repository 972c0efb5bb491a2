import { describe, expect, it } from 'vitest';
import { readReferenceAnswer } from '../../test/reference-answers';
import { spaceGroupsResponseSchema, topicsOfSpaceGroups } from './space-groups';

const topicsOf = (raw: unknown) => topicsOfSpaceGroups(spaceGroupsResponseSchema.parse(raw));

const topic = (id: number | string, title: string, slug: string) => ({
  id,
  title,
  description: '',
  slug,
  admin_only: 'no',
  space_ids: [],
});

describe('topicsOfSpaceGroups', () => {
  it("lists every topic of our server's answer once, with the spaces offering it", () => {
    const topics = topicsOf(readReferenceAnswer('space_groups.json'));
    expect(topics.map((known) => known.slug)).toEqual([
      'announcements',
      'feedback',
      'help',
      'questions',
      'showcase',
    ]);
    expect(topics[0]).toEqual({
      slug: 'announcements',
      title: 'Announcements',
      spaces: ['announcements', 'general'],
    });
    expect(topics.find((known) => known.slug === 'help')?.spaces).toEqual([
      'design-club',
      'engineering',
      'general',
      'staff-room',
    ]);
  });

  it("reads the groups' spaces as well as the ungrouped ones, by title", () => {
    const topics = topicsOf({
      groups: [
        {
          id: 10,
          title: 'Teams',
          type: 'space_group',
          settings: { hide_members: 'no', always_show_spaces: 'yes' },
          spaces: [
            {
              id: 1,
              slug: 'design',
              type: 'community',
              topics: [topic(4, 'Critique', 'critique')],
            },
            { id: 2, slug: 'course-a', type: 'course', topics: [] },
          ],
        },
        { id: 11, title: 'Empty', spaces: [] },
      ],
      orphaned_spaces: [
        {
          id: 3,
          slug: 'lounge',
          type: 'community',
          topics: [topic('5', 'Announcements', 'news'), topic(4, 'Critique', 'critique')],
        },
      ],
    });
    expect(topics).toEqual([
      { slug: 'news', title: 'Announcements', spaces: ['lounge'] },
      { slug: 'critique', title: 'Critique', spaces: ['design', 'lounge'] },
    ]);
  });

  it('names a topic without a title by its slug, and leaves out what cannot filter', () => {
    const topics = topicsOf({
      groups: 'not a list',
      orphaned_spaces: [
        {
          slug: 'lounge',
          topics: [
            { id: 1, title: '', slug: 'untitled' },
            { id: 2, title: 'No slug', slug: '' },
            { id: 3, title: 'Broken', slug: { not: 'a string' } },
          ],
        },
        { slug: 'no-topics' },
      ],
    });
    expect(topics).toEqual([{ slug: 'untitled', title: 'untitled', spaces: ['lounge'] }]);
    expect(topicsOf({})).toEqual([]);
  });
});
