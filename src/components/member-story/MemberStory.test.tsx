import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { isolatedText } from '../../test/isolated-text';
import { readReferenceAnswer } from '../../test/reference-answers';
import { MemberStory } from './MemberStory';
import type { MemberPlace } from './member-places';
import { failing, fakeStoryClient, renderWithSite, type FakeSite } from './render-story.fixture';

afterEach(cleanup);

const jose = { user_id: 3, display_name: 'José García', username: 'josegarcia' };
const everything: FakeSite = {
  feeds: () => readReferenceAnswer('feeds_user_id.json'),
  comments: () => readReferenceAnswer('profile_comments.json'),
  spaces: () => readReferenceAnswer('profile_spaces.json'),
};
const emptyFeed = { feeds: { data: [], current_page: 1, per_page: 5, has_more: false } };

function renderStory(
  site: FakeSite,
  props: { known?: MemberPlace[]; username?: string; name?: string } = {},
) {
  const { client, get } = fakeStoryClient(site);
  const profile = {
    ...jose,
    username: props.username ?? jose.username,
    display_name: props.name ?? jose.display_name,
  };
  renderWithSite(client, <MemberStory profile={profile} known={props.known} />);
  return { get, routes: () => get.mock.calls.map(([route]) => route) };
}

const region = (name: string) => screen.getByRole('region', { name });

describe('MemberStory', () => {
  it('isolates names and titles inside its sentences, a right-to-left name too', async () => {
    renderStory(everything, { name: 'נועה כהן' });
    const posts = region('Latest posts');
    const all = await within(posts).findByRole('link', { name: 'All posts by נועה כהן' });
    expect(isolatedText(all)).toBe('All posts by [נועה כהן]');
    const [comment] = await within(region('Latest comments')).findAllByRole('listitem');
    expect(isolatedText(comment!)).toMatch(/On \[Celebrating 100 posts[^\]]*\]/);
    const [place] = await within(region('Spaces and courses')).findAllByRole('link');
    expect(isolatedText(place!)).toMatch(/^\[[^\]]+\] \(space members\)$/);
  });

  it('shows placeholders while each part loads', () => {
    renderStory({});
    expect(screen.getByRole('status', { name: 'Loading the latest posts' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading the latest comments' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading the member’s spaces' })).toBeInTheDocument();
  });

  it('lists the latest posts, comments and spaces, linked to the site and the dashboard', async () => {
    const { routes } = renderStory(everything, {
      known: [{ kind: 'course', id: 7, title: 'Figma Fundamentals', role: 'student' }],
    });

    const posts = region('Latest posts');
    const first = await within(posts).findByRole('link', { name: /Shout-out for the review/ });
    expect(first).toHaveAttribute(
      'href',
      'https://community.example/portal/space/engineering/post/shout-out-for-the-review',
    );
    expect(first).toHaveAttribute('target', '_blank');
    expect(first).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(posts).getAllByRole('listitem')).toHaveLength(2);
    expect(within(posts).getAllByRole('listitem')[0]).toHaveTextContent(
      /Engineering.*1 reaction, 2 comments/,
    );
    expect(within(posts).getByRole('link', { name: 'All posts by José García' })).toHaveAttribute(
      'href',
      '/feed?user_id=3',
    );

    const comments = region('Latest comments');
    const items = await within(comments).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Thanks, this is really helpful! 🙌');
    expect(within(items[0]!).getByRole('link', { name: /Celebrating 100 posts/ })).toHaveAttribute(
      'href',
      'https://community.example/portal/space/announcements/post/celebrating-100-posts-11',
    );

    const places = region('Spaces and courses');
    const links = await within(places).findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/spaces/announcements/members',
      '/spaces/engineering/members',
      '/spaces/general/members',
      '/courses/7/students',
    ]);
    expect(within(places).getAllByText('Member')).toHaveLength(3);
    expect(within(places).getByText('Student')).toBeInTheDocument();
    expect(routes()).toEqual([
      'fluent-community/v2/feeds',
      'fluent-community/v2/profile/josegarcia/comments',
      'fluent-community/v2/profile/josegarcia/spaces',
    ]);
  });

  it('says when there is nothing yet', async () => {
    renderStory({
      feeds: () => emptyFeed,
      comments: () => ({ comments: { data: [] } }),
      spaces: () => ({ spaces: [] }),
    });
    expect(await within(region('Latest posts')).findByText('No posts yet.')).toBeInTheDocument();
    expect(within(region('Latest posts')).queryByRole('link')).toBeNull();
    expect(await screen.findByText('No comments yet.')).toBeInTheDocument();
    expect(await screen.findByText('Not in any space yet.')).toBeInTheDocument();
  });

  it("says when the site keeps the member's comments and spaces from this account", async () => {
    renderStory(
      {
        feeds: () => emptyFeed,
        comments: failing(403, 'rest_forbidden'),
        spaces: failing(422, 'permission_failed'),
      },
      { known: [{ kind: 'space', slug: 'general', title: 'General', role: 'moderator' }] },
    );
    expect(
      await screen.findByText('The site does not show this member’s comments to this account.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('The site does not show this member’s spaces to this account.'),
    ).toBeInTheDocument();
    // What the page knows still shows.
    const places = region('Spaces and courses');
    expect(within(places).getByRole('link', { name: /General/ })).toHaveAttribute(
      'href',
      '/spaces/general/members',
    );
    expect(within(places).getByText('Moderator')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a failed part with a retry that loads it', async () => {
    let attempts = 0;
    renderStory({
      ...everything,
      feeds: () => {
        attempts += 1;
        if (attempts === 1) failing(500)();
        return readReferenceAnswer('feeds_user_id.json');
      },
    });
    const alert = await within(region('Latest posts')).findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the latest posts');
    // The other parts are not held up by it.
    expect(await within(region('Latest comments')).findAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await within(region('Latest posts')).findByRole('link', { name: /Shout-out/ }),
    ).toBeInTheDocument();
    expect(within(region('Latest posts')).queryByRole('alert')).toBeNull();
  });

  it('does not ask the profile routes about a username they cannot take', async () => {
    const { routes } = renderStory(everything, { username: 'jose.garcia' });
    expect(
      screen.getByText(
        'The site lists comments by username, and this member’s cannot be asked for.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The site lists spaces by username, and this member’s cannot be asked for.'),
    ).toBeInTheDocument();
    await within(region('Latest posts')).findAllByRole('listitem');
    expect(routes()).toEqual(['fluent-community/v2/feeds']);
  });

  it('shows hostile post and comment text as text, and no unsafe link', async () => {
    const hostile = '<p>Hi<script>alert(1)</script><img src=x onerror=alert(1)> &lt;b&gt;</p>';
    renderStory({
      feeds: () => ({
        feeds: {
          data: [
            {
              id: 1,
              title: '',
              message_rendered: hostile,
              permalink: 'javascript:alert(1)',
              space: null,
            },
          ],
        },
      }),
      comments: () => ({
        comments: { data: [{ id: 2, message_rendered: hostile, post: null }] },
      }),
      spaces: () => ({ spaces: [] }),
    });
    const posts = region('Latest posts');
    expect(await within(posts).findByText('Hi <b>')).toBeInTheDocument();
    expect(within(posts).queryByRole('link', { name: /Hi/ })).toBeNull();
    const comments = region('Latest comments');
    expect(await within(comments).findByText('Hi <b>')).toBeInTheDocument();
    expect(within(comments).getByText(/On a post that is gone/)).toBeInTheDocument();
    expect(document.body.querySelector('script, img[src="x"], [onerror]')).toBeNull();
  });
});
