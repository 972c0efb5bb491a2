import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Profile } from '../../api/schemas/profile';
import { ProfileDetails } from './ProfileDetails';

const hostile: Profile = {
  user_id: 8,
  display_name: 'Mallory <img src=x onerror=alert(1)>',
  username: 'mallory',
  avatar: '',
  status: 'active',
  total_points: 3,
  is_verified: true,
  meta: {
    website: 'javascript:alert(1)',
    cover_photo: 'data:image/svg+xml,<svg onload=alert(1)>',
    badge_slug: ['early-bird'],
    social_links: {
      github: 'mallory',
      twitter: 'javascript:alert(2)',
      mastodon: '@mallory@mastodon.social',
      instagram: '',
    },
  },
  created_at: '2026-06-24 10:00:00',
  short_description: '<script>alert("bio")</script> Testing things.',
  last_activity: null,
  badge: 'Top helper',
  permalink: 'http://127.0.0.1:8787/portal/u/mallory',
};

describe('ProfileDetails', () => {
  afterEach(cleanup);

  it('shows hostile text as text, never as HTML', () => {
    const { container } = render(<ProfileDetails profile={hostile} facts={[]} />);
    expect(screen.getByText('Mallory <img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(screen.getByText('<script>alert("bio")</script> Testing things.')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it('links only to http(s) addresses, in a new tab without opener or referrer', () => {
    const { container } = render(<ProfileDetails profile={hostile} facts={[]} />);
    const links = [...container.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://github.com/mallory',
      'https://mastodon.social/@mallory',
      'http://127.0.0.1:8787/portal/u/mallory',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // The unsafe values are still shown, as plain text.
    expect(screen.getByText('javascript:alert(2)')).toBeInTheDocument();
    expect(screen.queryByText('Website')).toBeNull();
    expect(container.querySelector('img[src^="data:"]')).toBeNull();
  });

  it('shows the filled social links, the badges, the verified mark and the facts', () => {
    render(<ProfileDetails profile={hostile} facts={[{ label: 'Role', value: 'Moderator' }]} />);
    expect(screen.getByText('GitHub')).toBeInTheDocument();
    expect(screen.getByText('Mastodon')).toBeInTheDocument();
    expect(screen.queryByText('Instagram')).toBeNull();
    expect(screen.getByRole('list', { name: 'Badges' })).toHaveTextContent('Top helperearly-bird');
    expect(screen.getByRole('img', { name: 'Verified' })).toBeInTheDocument();
    expect(screen.getByText('Role').nextSibling).toHaveTextContent('Moderator');
  });

  it('shows a safe cover photo and website', () => {
    const { container } = render(
      <ProfileDetails
        profile={{
          ...hostile,
          meta: { ...hostile.meta, cover_photo: 'https://cdn.example/c.jpg', website: 'ana.dev' },
        }}
        facts={[]}
      />,
    );
    expect(container.querySelector('img[src="https://cdn.example/c.jpg"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: /ana\.dev/ })).toHaveAttribute(
      'href',
      'https://ana.dev/',
    );
  });
});
