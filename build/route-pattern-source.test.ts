import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routePatternSource } from './route-pattern-source';
import { ROUTE_PATTERNS } from '../src/routes/paths';

const PATHS = [
  '/',
  '/feed',
  '/feed/',
  '/spaces',
  '/spaces/general/members',
  '/spaces/caf%C3%A9/members/',
  '/spaces//members',
  '/spaces/a/b/members',
  '/courses/12/students',
  '/courses/12',
  '/login',
  '/feedback',
];

describe('routePatternSource', () => {
  it('matches exactly the paths react-router matches', () => {
    for (const pattern of Object.values(ROUTE_PATTERNS)) {
      const expression = new RegExp(routePatternSource(pattern));
      for (const pathname of PATHS) {
        const expected = matchPath({ path: pattern, end: true }, pathname) !== null;
        expect({ pattern, pathname, matches: expression.test(pathname) }).toEqual({
          pattern,
          pathname,
          matches: expected,
        });
      }
    }
  });
});
