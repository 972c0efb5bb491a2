import { describe, expect, it } from 'vitest';
import { loginPathFor, safeNextLocation } from './next-location';

describe('safeNextLocation', () => {
  it.each([
    [
      '/spaces/general/members?status=pending&page=2',
      '/spaces/general/members?status=pending&page=2',
    ],
    [null, '/'],
    ['', '/'],
    ['https://evil.example/', '/'],
    ['//evil.example/', '/'],
    ['/\\evil.example', '/'],
    ['/login?next=/feed', '/'],
  ])('%j → %s', (next, expected) => {
    expect(safeNextLocation(next)).toBe(expected);
  });

  it('round-trips the current page through the login URL', () => {
    const path = loginPathFor({ pathname: '/feed', search: '?space=general&search=a%26b' });
    const next = new URLSearchParams(path.split('?')[1]).get('next');
    expect(safeNextLocation(next)).toBe('/feed?space=general&search=a%26b');
  });
});
