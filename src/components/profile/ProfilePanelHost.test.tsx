import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '../../api/schemas/profile';
import { installDialogPolyfill } from '../../test/dialog-polyfill';
import { isolatedName, isolatedText } from '../../test/isolated-text';
import { readReferenceAnswer } from '../../test/reference-answers';
import { fakeStoryClient, renderWithSite } from '../member-story/render-story.fixture';
import { AuthorName } from './AuthorName';
import { ProfilePanelHost } from './ProfilePanelHost';

beforeAll(installDialogPolyfill);
afterEach(cleanup);

const jose: Profile = {
  user_id: 3,
  display_name: 'José García',
  username: 'josegarcia',
  avatar: '',
  status: 'active',
  total_points: 42,
  is_verified: false,
  meta: { website: '', cover_photo: '', badge_slug: [] },
  created_at: '2026-01-02 10:00:00',
  short_description: '',
  last_activity: null,
  badge: null,
  permalink: 'https://community.example/portal/u/josegarcia',
};

function site() {
  return fakeStoryClient({
    feeds: () => readReferenceAnswer('feeds_user_id.json'),
    comments: () => readReferenceAnswer('profile_comments.json'),
    spaces: () => readReferenceAnswer('profile_spaces.json'),
  });
}

describe('ProfilePanelHost', () => {
  it("opens the panel on an author's profile, and asks for their story only then", async () => {
    const { client, get } = site();
    renderWithSite(
      client,
      <>
        <AuthorName profile={jose} name="José García" />
        <ProfilePanelHost />
      </>,
      '/feed',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(get).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'José García' }));
    // The panel's code comes with the first open (ProfilePanelHost.tsx).
    const panel = await screen.findByRole('dialog', { name: 'José García' });
    expect(within(panel).getByText('@josegarcia')).toBeInTheDocument();
    expect(
      await within(panel).findByRole('link', { name: /Shout-out for the review/ }),
    ).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(3);

    // "All posts by" takes the admin to the filtered feed, and the panel steps aside.
    await userEvent.click(within(panel).getByRole('link', { name: 'All posts by José García' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps a small link to the profile on the site beside the name', () => {
    const { client } = site();
    renderWithSite(
      client,
      <>
        <AuthorName profile={jose} name="José García" />
        <ProfilePanelHost />
      </>,
    );
    const onSite = screen.getByRole('link', { name: /José García’s profile on the site/ });
    expect(onSite).toHaveAttribute('href', jose.permalink);
    expect(onSite).toHaveAttribute('target', '_blank');
    expect(onSite).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("isolates the author's name in the tooltips and the link's text, a right-to-left one too", () => {
    const { client } = site();
    renderWithSite(
      client,
      <>
        <AuthorName profile={{ ...jose, display_name: 'نورة العلي' }} name="نورة العلي" />
        <ProfilePanelHost />
      </>,
    );
    expect(screen.getByRole('button', { name: 'نورة العلي' })).toHaveAttribute(
      'title',
      `Show ${isolatedName('نورة العلي')}’s profile and latest activity`,
    );
    const onSite = screen.getByRole('link', { name: /profile on the site/ });
    expect(onSite).toHaveAttribute(
      'title',
      `Open ${isolatedName('نورة العلي')}’s profile on the site`,
    );
    expect(isolatedText(onSite)).toBe('[نورة العلي]’s profile on the site (opens in a new tab)');
  });

  it('leaves the name a link to the site where no panel is mounted', () => {
    const { client } = site();
    renderWithSite(client, <AuthorName profile={jose} name="José García" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'José García' })).toHaveAttribute(
      'href',
      jose.permalink,
    );
  });

  it('shows a deleted author, or one with an unsafe profile address, as plain text', () => {
    const { client } = site();
    renderWithSite(
      client,
      <>
        <AuthorName profile={null} name="User 9" />
        <AuthorName profile={{ ...jose, permalink: 'javascript:alert(1)' }} name="Mallory" />
      </>,
    );
    expect(screen.getByText('User 9').tagName).toBe('SPAN');
    expect(screen.getByText('Mallory').tagName).toBe('SPAN');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
