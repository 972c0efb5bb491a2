import { describe, expect, it } from 'vitest';
import type { PlaceTitles } from '../../routes/page-catalog';
import { readSignedInLocation } from '../../routes/signed-in-location';
import { PAGE_CATALOG } from '../../test/page-catalog';
import { describeView } from './describe-view';

const titles: PlaceTitles = {
  space: (slug) => (slug === 'general' ? 'General 💬' : undefined),
  course: (id) => (id === 6 ? 'Figma basics' : undefined),
};

function describeUrl(url: string): string {
  const location = readSignedInLocation(url);
  if (!location) throw new Error(`not a page: ${url}`);
  return describeView(location, titles, PAGE_CATALOG.views);
}

describe('describeView', () => {
  it('names a members view by its space, search and sort', () => {
    expect(describeUrl('/spaces/general/members')).toBe('Members of General 💬');
    expect(
      describeUrl('/spaces/general/members?status=pending&search=+ana+&sort_by=display_name'),
    ).toBe('Join requests of General 💬 · “ana” · by name');
    expect(describeUrl('/spaces/design/members?sort_dir=DESC&per_page=50')).toBe(
      'Members of design · by join date, descending · 50 per page',
    );
  });

  it('names students, courses and the feed', () => {
    expect(describeUrl('/courses/6/students?sort_by=last_activity&sort_dir=asc')).toBe(
      'Students of Figma basics · by last activity, ascending',
    );
    expect(describeUrl('/courses/7/students?sort_by=created_at')).toBe(
      'Students of course #7 · by enrollment date',
    );
    expect(describeUrl('/courses?search=figma')).toBe('Courses · “figma”');
    expect(describeUrl('/feed?space=general&topic_slug=help&user_id=4&search=deploy')).toBe(
      'Feed in General 💬 · topic “help” · by user #4 · “deploy”',
    );
    expect(describeUrl('/feed?status=pending&order_by_type=popular&disable_sticky=yes')).toBe(
      'Feed · in review · popular first · pinned post in place',
    );
    expect(describeUrl('/feed?order_by_type=whatever')).toBe('Feed · whatever');
  });

  it('keeps to 80 characters and one line', () => {
    const name = describeUrl(`/feed?search=${'word%0A'.repeat(30)}`);
    expect([...name].length).toBeLessThanOrEqual(80);
    expect(name).not.toMatch(/\n/);
    expect(name.endsWith('…')).toBe(true);
  });
});
