import { describe, expect, it } from 'vitest';
import { pendingRequestsScreen, portalBaseFromProfileLink } from './site-links';

describe('portalBaseFromProfileLink', () => {
  it('reads the portal base from a profile permalink, wherever the portal lives', () => {
    expect(portalBaseFromProfileLink('http://127.0.0.1:8088/portal/u/site')).toBe(
      'http://127.0.0.1:8088/portal',
    );
    expect(portalBaseFromProfileLink('https://example.org/wp/community/u/ana.lopez/')).toBe(
      'https://example.org/wp/community',
    );
    expect(portalBaseFromProfileLink('https://example.org/u/ana')).toBe('https://example.org');
  });

  it('gives nothing for a link it does not recognise or that is not http(s)', () => {
    expect(portalBaseFromProfileLink(undefined)).toBeNull();
    expect(portalBaseFromProfileLink('')).toBeNull();
    expect(portalBaseFromProfileLink('javascript:alert(1)//u/x')).toBeNull();
    expect(portalBaseFromProfileLink('https://example.org/portal/profile/ana')).toBeNull();
    expect(portalBaseFromProfileLink('https://example.org/?u=ana')).toBeNull();
    expect(portalBaseFromProfileLink('https://example.org/portal/u/ana?tab=posts')).toBeNull();
  });
});

describe('pendingRequestsScreen', () => {
  it("is the plugin's own link to a space's join requests", () => {
    expect(pendingRequestsScreen('https://example.org/portal', 'design-club')).toBe(
      'https://example.org/portal/space/design-club/members?view_pending=yes',
    );
    expect(pendingRequestsScreen('https://example.org/portal', 'café')).toBe(
      'https://example.org/portal/space/caf%C3%A9/members?view_pending=yes',
    );
  });
});
