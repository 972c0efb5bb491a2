import { DAY, toSqlTimestamp } from './timestamps';
import { HOSTILE, HOSTILE_POST_HTML, SPACE_IDS } from './demo-facts';
import { mediaPosts } from './fixture-media-posts';
import type { PostSpec } from './post-spec';
import type { DemoTimeline } from './timeline';
import { fixtureUserId as user } from './users';

/**
 * One pinned post per community space, each with a short thread (a question, a reply),
 * written a day or two after the space opened (days after the community opened, at noon).
 */
const stickyPosts = (timeline: DemoTimeline): PostSpec[] =>
  (
    [
      [SPACE_IDS.general, 'Welcome! Start here 👋', 1, 'josegarcia', 'zoebergstrom'],
      [SPACE_IDS.announcements, 'Community guidelines', 2, 'zoebergstrom', 'josegarcia'],
      [SPACE_IDS.designClub, 'How Design Club works', 5, 'meichen', 'zoebergstrom'],
      [SPACE_IDS.engineering, 'Engineering: read me first', 9, 'noacohen', 'josegarcia'],
      [SPACE_IDS.staffRoom, 'Moderation playbook', 15, 'admin', 'admin'],
    ] as const
  ).map(([spaceId, title, days, asker, helper]) => ({
    at: timeline.afterOpening(days, 3),
    // Pinned guides carry no topic, but in announcements.
    topics: spaceId === SPACE_IDS.announcements ? ['announcements'] : [],
    spaceId,
    author: 1,
    title,
    sticky: true,
    minimumLikes: 6,
    source:
      'This post stays at the top of the space.\n\n' +
      '- Be kind and specific\n- Search before you ask\n- Tag your post with a topic\n\n' +
      'Questions? Mention @admin and we will help 🙂',
    comments: [
      { author: user(asker), text: 'Thanks for setting this up! Where do I introduce myself?' },
      { author: 1, text: 'Right here in the comments works 🙂', replyTo: 0 },
      { author: user(helper), text: 'Welcome aboard!' },
    ],
  }));

/** "December 3rd": how the fixture posts name a day. */
function dayOfMonth(time: number): string {
  const date = new Date(time);
  const day = date.getUTCDate();
  const suffix =
    day % 10 === 1 && day !== 11
      ? 'st'
      : day % 10 === 2 && day !== 12
        ? 'nd'
        : day % 10 === 3 && day !== 13
          ? 'rd'
          : 'th';
  const month = date.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  return `${month} ${day}${suffix}`;
}

/**
 * The posts of every demo, dated relative to its anchor: pinned posts, the hostile and
 * right-to-left ones, surveys (the community call's closes in 11 days), media, pending,
 * unlisted and scheduled posts, and one by a blocked member.
 */
export function fixturePosts(timeline: DemoTimeline): PostSpec[] {
  const { ago, anchor } = timeline;
  const surveyCloses = Math.floor((anchor + 11 * DAY) / DAY) * DAY;
  return [
    ...stickyPosts(timeline),
    {
      at: ago(2, 3),
      spaceId: SPACE_IDS.general,
      author: user('mallory'),
      title: HOSTILE.postTitle,
      source: `Security test <script>alert("xss")</script> <a href="javascript:alert(1)">prize</a> <svg onload=alert(1)>`,
      html: HOSTILE_POST_HTML,
      topics: ['help'],
      comments: [
        {
          author: user('mallory'),
          text: 'Nice try <img src=x onerror=alert("comment")>',
          html: '<p>Nice try <img src=x onerror=alert("comment")><script>alert("comment")</script></p>',
        },
        { author: 1, text: 'This post exists to test the sanitizer. Please leave it alone 🙏' },
      ],
    },
    {
      at: ago(4, 5),
      spaceId: SPACE_IDS.general,
      author: user('zoebergstrom'),
      title: 'The longest word contest',
      source: `My entry: ${HOSTILE.longWord}\n\nDoes it break your layout?`,
      topics: ['showcase'],
    },
    {
      at: ago(5, 1),
      spaceId: SPACE_IDS.general,
      author: user('laylahaddad'),
      title: 'مرحبا بالجميع',
      source:
        'أنا سعيدة بالانضمام إلى هذا المجتمع. أعمل على تصميم الواجهات باللغة العربية.\n\nما هي أفضل الخطوط العربية للويب؟',
      topics: ['questions'],
      comments: [
        { author: user('noacohen'), text: 'שלום! ברוכה הבאה לקהילה 🙂' },
        { author: user('josegarcia'), text: 'Welcome! Try Noto Naskh Arabic.', replyTo: 0 },
      ],
    },
    {
      at: ago(9, 2),
      spaceId: SPACE_IDS.designClub,
      author: user('zoebergstrom'),
      title: 'Which design tool does your team use?',
      contentType: 'survey',
      source:
        'Curious what everyone uses day to day. Vote below and tell us *why* in the comments.',
      survey: {
        type: 'single_choice',
        options: [
          ['opt_1', 'Figma'],
          ['opt_2', 'Sketch'],
          ['opt_3', 'Penpot'],
        ],
        endDate: '',
      },
    },
    {
      at: ago(12, 6),
      spaceId: SPACE_IDS.general,
      author: 1,
      title: 'What should the next community call cover?',
      contentType: 'survey',
      source: `Pick as many as you like. The call is on **${dayOfMonth(surveyCloses + 2 * DAY)}**.`,
      survey: {
        type: 'multi_choice',
        options: [
          ['opt_1', 'Design systems'],
          ['opt_2', 'Testing'],
          ['opt_3', 'Career growth'],
          ['opt_4', 'Accessibility'],
        ],
        endDate: toSqlTimestamp(new Date(surveyCloses)),
      },
      topics: ['announcements'],
    },
    ...mediaPosts(timeline),
    {
      at: ago(3, 2),
      spaceId: SPACE_IDS.engineering,
      author: user('josegarcia'),
      title: 'Shout-out for the review',
      source:
        'Huge thanks to @zoebergstrom and @member for reviewing the `search` rewrite 🎉 Ça marche très bien!\n\n1. Fold accents\n2. Use trigrams\n3. Measure',
    },
    {
      at: ago(1, 6),
      spaceId: SPACE_IDS.general,
      author: user('francoislefevre'),
      title: 'Is this the right place to ask about invoices?',
      status: 'pending',
      source: 'I could not find a billing space.',
    },
    {
      at: ago(2, 1),
      spaceId: SPACE_IDS.engineering,
      author: user('noacohen'),
      title: 'Draft: on-call rotation proposal',
      status: 'pending',
      source: 'Proposal for a **two-week** rotation.',
    },
    {
      at: ago(8),
      spaceId: SPACE_IDS.general,
      author: 1,
      title: 'Beta sign-up (unlisted)',
      status: 'unlisted',
      topics: [],
      source: 'Only people with the link should see this.',
    },
    {
      at: ago(1, 2),
      spaceId: SPACE_IDS.announcements,
      author: 1,
      title: 'Holiday schedule',
      status: 'scheduled',
      scheduledAt: toSqlTimestamp(new Date(anchor + 7 * DAY)),
      source: 'The team is off from **December 24th** to **January 2nd**.',
      topics: ['announcements'],
    },
    {
      at: ago(10, 3),
      spaceId: SPACE_IDS.general,
      author: user('oskarnystrom'),
      title: 'Buy followers cheap!!!',
      source: 'This author is blocked, so nobody sees this post.',
    },
  ];
}
