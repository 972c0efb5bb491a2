import { describe, expect, it } from 'vitest';
import { memberSpacesResponseSchema } from '../../api/schemas/member-story';
import { readReferenceAnswer } from '../../test/reference-answers';
import { memberPlaces, type MemberPlace } from './member-places';

/** The reference server's answer for José García: announcements, engineering, general. */
const listed = memberSpacesResponseSchema.parse(readReferenceAnswer('profile_spaces.json')).spaces;

describe('memberPlaces', () => {
  it("lists the site's spaces in its order, with the member's role, linked by slug", () => {
    expect(memberPlaces(listed, [])).toEqual([
      { kind: 'space', slug: 'announcements', title: 'Announcements', emoji: '📣', role: 'member' },
      { kind: 'space', slug: 'engineering', title: 'Engineering', emoji: '🛠️', role: 'member' },
      { kind: 'space', slug: 'general', title: 'General', emoji: '💬', role: 'member' },
    ]);
  });

  it('adds the known places the site did not list, after its own, each once', () => {
    const known: MemberPlace[] = [
      { kind: 'space', slug: 'general', title: 'general', role: 'moderator' },
      { kind: 'space', slug: 'design-club', title: 'Design Club', role: 'admin' },
      { kind: 'course', id: 7, title: 'Figma Fundamentals', role: 'student' },
    ];
    const places = memberPlaces(listed, known);
    expect(places.map((place) => (place.kind === 'space' ? place.slug : place.id))).toEqual([
      'announcements',
      'engineering',
      'general',
      'design-club',
      7,
    ]);
    // The site's own answer wins for a place both know.
    expect(places[2]).toMatchObject({ title: 'General', role: 'member' });
  });

  it('keeps what the page knows when the site lists nothing or refused', () => {
    const known: MemberPlace[] = [{ kind: 'course', id: 3, title: 'TypeScript from Zero' }];
    expect(memberPlaces(null, known)).toEqual(known);
    expect(memberPlaces([], [])).toEqual([]);
  });

  it('takes a role the site left out from the page, and reads odd rows sensibly', () => {
    const odd = memberSpacesResponseSchema.parse({
      spaces: [
        { id: 4, title: '  ', slug: 'staff-room', type: 'community', settings: [], pivot: null },
        { id: 9, title: 'Course as space', slug: 'c', type: 'course', pivot: { role: 'student' } },
        { id: 5, title: 'No slug', slug: '', type: 'community' },
        { title: 'no id' },
      ],
    }).spaces;
    expect(
      memberPlaces(odd, [{ kind: 'space', slug: 'staff-room', title: 'Staff', role: 'admin' }]),
    ).toEqual([
      { kind: 'space', slug: 'staff-room', title: 'staff-room', role: 'admin' },
      { kind: 'course', id: 9, title: 'Course as space', role: 'student' },
    ]);
  });
});
