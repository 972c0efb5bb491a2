import { SPACE_IDS } from './demo-facts';
import { media, type PostSpec } from './post-spec';
import type { DemoTimeline } from './timeline';
import { fixtureUserId as user } from './users';

/**
 * Posts with media, the same in every demo: a YouTube oEmbed (iframe of
 * www.youtube.com/embed/…), a link card, a GIF-like image preview, a gallery, a document list
 * and a featured image. Every image is drawn by the server under /demo-media.
 */
export function mediaPosts({ ago }: DemoTimeline): PostSpec[] {
  return [
    {
      at: ago(14, 4),
      spaceId: SPACE_IDS.general,
      author: user('anoukdevries'),
      title: 'Designing for accessibility (video)',
      source: 'This talk changed how I review designs. Worth the 20 minutes.',
      meta: {
        media_preview: {
          title: 'Designing for accessibility',
          author_name: 'Example Channel',
          type: 'oembed',
          provider: 'youtube',
          content_type: 'video',
          url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
          html: '<iframe width="200" height="113" src="https://www.youtube.com/embed/aqz-KE-bpKQ?feature=oembed" frameborder="0" allowfullscreen title="Designing for accessibility"></iframe>',
          image: media('images/youtube-thumbnail.svg'),
          width: 200,
          height: 113,
          media_id: 0,
          player: 'youtube',
        },
      },
    },
    {
      at: ago(16, 8),
      spaceId: SPACE_IDS.engineering,
      author: user('josegarcia'),
      title: 'A good read on release notes',
      source:
        'Found this article on [writing release notes people read](https://example.com/articles/release-notes).',
      meta: {
        media_preview: {
          type: 'meta_data',
          provider: 'example.com',
          content_type: 'link',
          url: 'https://example.com/articles/release-notes',
          title: 'How to write release notes people read',
          image: media('images/link-card-release-notes.svg'),
          width: 1200,
          height: 630,
          media_id: 0,
          author_name: 'Example Blog',
        },
      },
    },
    {
      at: ago(7, 2),
      spaceId: SPACE_IDS.general,
      author: user('meichen'),
      title: 'Friday mood',
      source: 'Shipped the redesign 🎉',
      meta: {
        media_preview: {
          image: media('gifs/celebrate.svg'),
          type: 'image',
          provider: 'giphy',
          content_type: 'image',
          url: media('gifs/celebrate.svg'),
          title: 'Celebrate',
          width: 480,
          height: 270,
          media_id: 0,
        },
      },
      comments: [
        {
          author: user('zoebergstrom'),
          text: 'Congrats!!',
          meta: {
            media_preview: {
              image: media('gifs/applause.svg'),
              type: 'image',
              provider: 'giphy',
              width: 320,
              height: 240,
            },
          },
        },
      ],
    },
    {
      at: ago(20, 3),
      spaceId: SPACE_IDS.designClub,
      author: user('meichen'),
      title: 'Moodboard for the spring campaign',
      source: 'Three directions for the campaign. Which one feels right?',
      meta: {
        media_items: [1, 2, 3].map((n) => ({
          url: media(`gallery/moodboard-${n}.svg`),
          type: 'image',
          media_id: 900 + n,
          width: 1200,
          height: 800,
          provider: 'uploader',
        })),
      },
      topics: ['showcase', 'feedback'],
    },
    {
      at: ago(25, 5),
      spaceId: SPACE_IDS.engineering,
      author: 1,
      title: 'Templates: decision records and the deploy checklist',
      contentType: 'document',
      topics: [],
      source:
        'Attached: our ADR template and the deploy checklist. Use them for every **major** change.',
      meta: {
        document_lists: [
          {
            id: 801,
            url: media('docs/adr-template.pdf'),
            media_key: 'adr-template',
            title: 'ADR template.pdf',
            type: 'application/pdf',
          },
          {
            id: 802,
            url: media('docs/deploy-checklist.txt'),
            media_key: 'deploy-checklist',
            title: 'Deploy checklist.txt',
            type: 'text/plain',
          },
        ],
      },
    },
    {
      at: ago(6, 9),
      spaceId: SPACE_IDS.announcements,
      author: 1,
      title: 'Spring release is live 🚀',
      featuredImage: media('images/spring-release.svg'),
      source:
        'The new dashboard is out. Highlights:\n\n- Faster search\n- Dark mode\n- Keyboard shortcuts\n\nThanks @josegarcia and @zoebergstrom for the testing!',
      topics: ['announcements'],
    },
  ];
}
