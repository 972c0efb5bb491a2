import { beforeEach, describe, expect, it } from 'vitest';
import { listKnownCourses, listKnownSpaces, rememberCourse, rememberSpaces } from './known-places';

describe('known places', () => {
  beforeEach(() => localStorage.clear());

  it('remembers spaces per site, newest first, without duplicates', () => {
    rememberSpaces('https://a.example', [{ slug: 'general', title: 'General' }]);
    rememberSpaces('https://a.example', [
      { slug: 'design', title: 'Design' },
      { slug: 'general', title: 'General 💬' },
    ]);
    rememberSpaces('https://b.example', [{ slug: 'other', title: 'Other' }]);
    expect(listKnownSpaces('https://a.example').map((space) => space.title)).toEqual([
      'Design',
      'General 💬',
    ]);
    expect(listKnownSpaces('https://b.example')).toHaveLength(1);
  });

  it('remembers courses and ignores unreadable storage', () => {
    rememberCourse('https://a.example', { id: 5, title: 'Figma' });
    rememberCourse('https://a.example', { id: 6, title: 'TypeScript' });
    expect(listKnownCourses('https://a.example').map((course) => course.id)).toEqual([6, 5]);
    localStorage.setItem('community-desk.known-courses:https://a.example', '{not json');
    expect(listKnownCourses('https://a.example')).toEqual([]);
  });
});
