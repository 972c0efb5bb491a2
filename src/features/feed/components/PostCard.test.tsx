import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Feed } from '../../../api/schemas/feed';
import { makeComment, makePost, samplePage } from '../../../test/sample-posts';
import { isolatedName, isolatedText } from '../../../test/isolated-text';
import { PostCard } from './PostCard';

afterEach(cleanup);

function renderCard(post: Feed, overrides: Partial<Parameters<typeof PostCard>[0]> = {}) {
  const props = {
    post,
    pinned: false,
    position: 3,
    setSize: -1,
    commentsOpen: false,
    reactionsOpen: false,
    onToggleComments: vi.fn(),
    onToggleReactions: vi.fn(),
    ...overrides,
  };
  render(
    <MemoryRouter initialEntries={['/feed?order_by_type=oldest']}>
      <PostCard {...props} />
    </MemoryRouter>,
  );
  return { props, article: screen.getByRole('article') };
}

describe('PostCard', () => {
  it('renders a hostile post as text, with nothing that can run', () => {
    const { article } = renderCard(
      makePost({
        title: 'Security test <script>alert("xss")</script>',
        message_rendered:
          '<p>Hi</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">prize</a>',
      }),
    );
    expect(within(article).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Security test <script>alert("xss")</script>',
    );
    expect(article.querySelectorAll('script')).toHaveLength(0);
    expect(article.querySelector('[onerror]')).toBeNull();
    expect(within(article).getByText('prize')).not.toHaveAttribute('href');
  });

  it('isolates the space’s title in the header, a right-to-left one too', () => {
    const post = makePost();
    const { article } = renderCard({ ...post, space: { ...post.space!, title: 'المجتمع العام' } });
    const space = within(article).getByRole('link', { name: /المجتمع العام/ });
    expect(isolatedText(space)).toMatch(/^\[[^\]]*المجتمع العام\]$/);
  });

  it('isolates names and titles in its tooltips and accessible names, right-to-left ones too', async () => {
    const post = makePost({ terms: [{ slug: 'questions', title: 'أسئلة' }] });
    const author = { ...post.xprofile!, display_name: 'نورة العلي' };
    const commenter = { ...makeComment().xprofile!, display_name: 'נועה כהן' };
    const comments = [
      makeComment({ id: 1, parent_id: null, xprofile: commenter }),
      makeComment({ id: 2, parent_id: 1 }),
    ];
    const { article } = renderCard(
      {
        ...post,
        xprofile: author,
        space: { ...post.space!, title: 'המועדון' },
        comments,
        comments_count: 2,
      },
      { commentsOpen: true },
    );
    const byAuthor = within(article).getByRole('link', {
      name: `Show only posts by ${isolatedName('نورة العلي')}`,
    });
    expect(byAuthor).toHaveAttribute('title', `Show only posts by ${isolatedName('نورة العلي')}`);
    expect(within(article).getByRole('link', { name: /המועדון/ })).toHaveAttribute(
      'title',
      `Show only posts in ${isolatedName('המועדון')}`,
    );
    expect(within(article).getByRole('link', { name: '#أسئلة' })).toHaveAttribute(
      'title',
      `Show only posts about ${isolatedName('أسئلة')}`,
    );
    expect(within(article).getByRole('link', { name: 'نورة العلي' })).toHaveAttribute(
      'title',
      `Open ${isolatedName('نورة العلي')}’s profile on the site`,
    );
    expect(
      await screen.findByRole('list', { name: `Replies to ${isolatedName('נועה כהן')}` }),
    ).toBeInTheDocument();
  });

  it('carries its place in the feed and marks the pinned post', () => {
    const { article } = renderCard(makePost(), { pinned: true, position: 1, setSize: 12 });
    expect(article).toHaveAttribute('aria-posinset', '1');
    expect(article).toHaveAttribute('aria-setsize', '12');
    expect(within(article).getByText('Pinned post')).toBeInTheDocument();
  });

  it('links the space and topics to filtered feeds, keeping the other filters', () => {
    renderCard(makePost({ terms: [{ slug: 'questions', title: 'Questions' }] }));
    expect(screen.getByRole('link', { name: '#Questions' })).toHaveAttribute(
      'href',
      '/feed?topic_slug=questions&order_by_type=oldest',
    );
    expect(screen.getByTitle(`Show only posts in ${isolatedName('General')}`)).toHaveAttribute(
      'href',
      '/feed?space=general&order_by_type=oldest',
    );
  });

  it('marks a status other than published, privacy and priority', () => {
    renderCard(makePost({ status: 'pending', privacy: 'private', priority: 2, is_sticky: false }));
    const markers = screen.getByRole('list', { name: 'Post status' });
    expect(
      within(markers)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['In review', 'Private post', 'Priority 2']);
  });

  it('shows a survey with votes and a share for each option', () => {
    const survey = samplePage('feeds_space_design-club.json').feeds.data.find(
      (post) => post.meta.survey_config,
    );
    const post =
      survey ??
      makePost({
        meta: {
          survey_config: {
            type: 'single_choice',
            end_date: '',
            options: [
              { slug: 'a', title: 'Figma', vote_counts: 3 },
              { slug: 'b', title: 'Sketch', vote_counts: 1 },
            ],
          },
        },
      });
    renderCard(post);
    const first = post.meta.survey_config!.options[0]!;
    expect(screen.getByText(first.title)).toBeInTheDocument();
    expect(screen.getByText(/Survey · (Single|Multiple) choice · \d+ votes?/)).toBeInTheDocument();
  });

  it('toggles comments and reactions through its buttons', async () => {
    const { props } = renderCard(makePost({ id: 77, comments_count: 2, reactions_count: 5 }));
    await userEvent.click(screen.getByRole('button', { name: '2 comments' }));
    expect(props.onToggleComments).toHaveBeenCalledWith(77);
    await userEvent.click(screen.getByRole('button', { name: '5 reactions' }));
    expect(props.onToggleReactions).toHaveBeenCalledWith(77);
  });

  it('shows open comments threaded, long threads behind "show more"', async () => {
    const comments = [1, 2, 3, 4, 5].map((id) =>
      makeComment({ id, parent_id: null, created_at: `2026-05-0${id} 10:00:00` }),
    );
    comments.push(makeComment({ id: 6, parent_id: 1, created_at: '2026-05-09 10:00:00' }));
    renderCard(makePost({ comments, comments_count: 6 }), { commentsOpen: true });
    // The comments' code comes on first use (LazyPostDetails.tsx).
    const list = await screen.findByRole('list', { name: 'Comments' });
    expect(list.querySelectorAll(':scope > li')).toHaveLength(3);
    expect(screen.getAllByRole('list', { name: /^Replies to / })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Show 2 more comments' }));
    expect(list.querySelectorAll(':scope > li')).toHaveLength(5);
  });

  it('names who reacted and counts the others', async () => {
    const base = makePost();
    const like = base.reactions[0]!;
    const reactions = ['Ana', 'Ben', 'Cy'].map((name, index) => ({
      ...like,
      id: index + 1,
      xprofile: { ...like.xprofile!, display_name: name },
    }));
    renderCard({ ...base, reactions, reactions_count: 10 }, { reactionsOpen: true });
    const sentence = await screen.findByText(/and 7 others reacted\.$/);
    expect(isolatedText(sentence)).toBe('[Ana], [Ben], [Cy], and 7 others reacted.');
  });
});
