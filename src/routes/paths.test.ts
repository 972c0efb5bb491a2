import { describe, expect, it } from 'vitest';
import { matchPath, matchRoutes } from 'react-router';
import { parseCourseId, paths, ROUTE_PATTERNS } from './paths';
import { readSignedInLocation } from './signed-in-location';

describe('paths', () => {
  it('builds the fixed pages', () => {
    expect(paths.home()).toBe('/');
    expect(paths.feed()).toBe('/feed');
    expect(paths.spaces()).toBe('/spaces');
    expect(paths.courses()).toBe('/courses');
    expect(paths.login()).toBe('/login');
  });

  it('encodes a slug as one path segment, which the route gives back as it was', () => {
    for (const slug of ['general', 'café-crème', 'a/b', 'what?', '100%', 'a b#c']) {
      const path = paths.spaceMembers(slug);
      expect(path).toBe(`/spaces/${encodeURIComponent(slug)}/members`);
      // The router decodes the path before it matches, as `useParams` then reads it.
      const [match] = matchRoutes([{ path: ROUTE_PATTERNS.spaceMembers }], path) ?? [];
      expect(match?.params.slug).toBe(slug);
    }
  });

  it('puts the insights of a space or a course beside its list', () => {
    expect(paths.spaceInsights('café crème')).toBe('/spaces/caf%C3%A9%20cr%C3%A8me/insights');
    const [match] =
      matchRoutes([{ path: ROUTE_PATTERNS.spaceInsights }], paths.spaceInsights('a/b')) ?? [];
    expect(match?.params.slug).toBe('a/b');
    expect(paths.courseInsights(7)).toBe('/courses/7/insights');
    expect(matchPath(ROUTE_PATTERNS.courseInsights, paths.courseInsights(7))?.params.id).toBe('7');
  });

  it('puts the course id in the path', () => {
    expect(paths.courseStudents(6)).toBe('/courses/6/students');
    expect(matchPath(ROUTE_PATTERNS.courseStudents, paths.courseStudents(6))?.params.id).toBe('6');
  });

  it('adds a query string only when there is one', () => {
    expect(paths.feed('')).toBe('/feed');
    expect(paths.feed(new URLSearchParams())).toBe('/feed');
    expect(paths.feed('space=general')).toBe('/feed?space=general');
    expect(paths.feed('?space=general')).toBe('/feed?space=general');
    expect(paths.feed(new URLSearchParams({ search: 'a&b c' }))).toBe('/feed?search=a%26b+c');
    expect(paths.spaceMembers('café', 'status=pending&page=2')).toBe(
      '/spaces/caf%C3%A9/members?status=pending&page=2',
    );
    expect(paths.courseStudents(6, new URLSearchParams({ search: 'zoë' }))).toBe(
      '/courses/6/students?search=zo%C3%AB',
    );
  });

  it('carries the page to return to after signing in, encoded', () => {
    const next = '/feed?space=general&search=a%26b';
    const login = paths.login(next);
    expect(login).toBe(`/login?next=${encodeURIComponent(next)}`);
    expect(new URLSearchParams(login.split('?')[1]).get('next')).toBe(next);
  });

  it('reads an in-app URL back as a signed-in page, rebuilt by the builders', () => {
    expect(readSignedInLocation('/feed?space=general&search=a+b')).toMatchObject({
      page: 'feed',
      path: '/feed?space=general&search=a+b',
    });
    expect(readSignedInLocation('/spaces/caf%C3%A9/members/?status=pending#top')).toMatchObject({
      page: 'spaceMembers',
      slug: 'café',
      path: '/spaces/caf%C3%A9/members?status=pending',
    });
    expect(readSignedInLocation('/spaces/café/members')?.path).toBe('/spaces/caf%C3%A9/members');
    expect(readSignedInLocation('/spaces/a%2Fb/members')).toMatchObject({ slug: 'a/b' });
    expect(readSignedInLocation('/courses/6/students?search=zo%C3%AB')).toMatchObject({
      page: 'courseStudents',
      courseId: 6,
      path: '/courses/6/students?search=zo%C3%AB',
    });
    expect(readSignedInLocation('/courses?search=figma')?.page).toBe('courses');
    expect(readSignedInLocation('/spaces?x=1')).toMatchObject({ page: 'spaces', path: '/spaces' });
  });

  it('refuses anything that is not a signed-in page of this app', () => {
    for (const url of [
      '',
      'feed',
      'https://evil.example/feed',
      '//evil.example/feed',
      '/\\evil.example/feed',
      'javascript:alert(1)',
      '/',
      '/login?next=/feed',
      '/nowhere',
      '/spaces//members',
      '/spaces/%E0%A4%A/members',
      '/spaces/general/members/extra',
      '/courses/0/students',
      '/courses/abc/students',
      '/courses/12345678901/students',
      `/feed?search=${'a'.repeat(2000)}`,
    ]) {
      expect(readSignedInLocation(url), url).toBeNull();
    }
  });
});

describe('parseCourseId', () => {
  it('reads a positive integer', () => {
    expect(parseCourseId('5')).toBe(5);
    expect(parseCourseId('1234567')).toBe(1234567);
  });

  it.each(['abc', '0', '-1', '5.5', '1e3', '', ' 5', '99999999999'])('refuses %j', (raw) => {
    expect(parseCourseId(raw)).toBeNull();
  });

  it('refuses a missing id', () => {
    expect(parseCourseId(undefined)).toBeNull();
  });
});
