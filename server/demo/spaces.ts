import { SITE_URL_TOKEN } from '../store/site-url';
import { BASE_SPACE_SETTING_DEFAULTS, WITHOUT_PRO_SETTINGS } from '../store/space-settings';
import { DAY, HOUR, toSqlTimestamp } from './timestamps';
import { COURSE_IDS, SPACE_IDS } from './demo-facts';
import type { DemoTimeline } from './timeline';
import type { SpaceRecord } from './writer';

/** The settings a real community space carries (samples/spaces_list.json), emoji aside. */
function communitySettings(emoji: string, overrides: Record<string, string> = {}) {
  return {
    restricted_post_only: 'no',
    verified_post_only: 'no',
    emoji,
    shape_svg: '',
    custom_lock_screen: 'no',
    can_request_join: 'no',
    layout_style: 'timeline',
    disable_layout_style: 'no',
    show_sidebar: 'no',
    show_paywalls: 'no',
    og_image: '',
    links: [],
    document_library: 'no',
    document_access: 'members_only',
    media_gallery: 'no',
    media_access: 'members_only',
    disable_post_sort_by: 'no',
    default_post_sort_by: '',
    default_comment_sort_by: '',
    document_upload: 'admin_only',
    topic_required: 'no',
    hide_members_count: 'no',
    onboard_redirect_url: '',
    members_page_status: 'members_only',
    ...overrides,
  };
}

/**
 * The settings a real course carries (samples/courses_list.json): the model's defaults and the
 * course's own.
 */
function courseSettings() {
  return {
    ...BASE_SPACE_SETTING_DEFAULTS,
    course_type: 'self_paced',
    disable_comments: 'no',
    course_layout: 'classic',
    course_details: '',
    hide_instructor_view: 'no',
    show_instructor_students_count: 'no',
    sequential_lesson_order: 'no',
    public_lesson_view: 'no',
    ...WITHOUT_PRO_SETTINGS,
  };
}

/**
 * The spaces and courses of every demo. The first three open with the community, the others
 * in its first weeks; the accessibility course three weeks before the anchor ("coming soon").
 */
export function demoSpaces(timeline: DemoTimeline): SpaceRecord[] {
  const opened = toSqlTimestamp(new Date(timeline.opened));
  const afterOpening = (days: number) => toSqlTimestamp(new Date(timeline.afterOpening(days)));
  const lately = Math.floor(timeline.ago(21) / DAY) * DAY + 9 * HOUR;
  return [
    {
      id: SPACE_IDS.general,
      title: 'General',
      slug: 'general',
      type: 'community',
      privacy: 'public',
      description: 'Introduce yourself and talk about anything.',
      coverPhoto: null,
      serial: 1,
      settings: communitySettings('💬'),
      createdAt: opened,
    },
    {
      id: SPACE_IDS.announcements,
      title: 'Announcements',
      slug: 'announcements',
      type: 'community',
      privacy: 'public',
      description: 'Official news from the team.',
      coverPhoto: null,
      serial: 2,
      settings: communitySettings('📣', { restricted_post_only: 'yes' }),
      createdAt: opened,
    },
    {
      id: SPACE_IDS.designClub,
      title: 'Design Club',
      slug: 'design-club',
      type: 'community',
      privacy: 'private',
      description: 'A private space for designers. Join requests are reviewed.',
      coverPhoto: null,
      serial: 3,
      settings: communitySettings('🎨', { can_request_join: 'yes' }),
      createdAt: opened,
    },
    {
      id: SPACE_IDS.engineering,
      title: 'Engineering',
      slug: 'engineering',
      type: 'community',
      privacy: 'public',
      description: 'Builds, deploys, code review and tooling.',
      coverPhoto: null,
      serial: 4,
      settings: communitySettings('🛠️', { document_library: 'yes' }),
      createdAt: afterOpening(7),
    },
    {
      id: SPACE_IDS.staffRoom,
      title: 'Staff Room',
      slug: 'staff-room',
      type: 'community',
      privacy: 'secret',
      description: 'Moderators and admins only. Invisible to everyone else.',
      coverPhoto: null,
      serial: 5,
      settings: communitySettings('🔒'),
      createdAt: afterOpening(13),
    },
    {
      id: COURSE_IDS.figma,
      title: 'Figma Fundamentals',
      slug: 'figma-fundamentals',
      type: 'course',
      privacy: 'public',
      description: 'Learn the basics of Figma: frames, components and auto layout.',
      coverPhoto: `${SITE_URL_TOKEN}/demo-media/covers/figma-fundamentals.svg`,
      serial: 10,
      settings: courseSettings(),
      createdAt: afterOpening(26),
    },
    {
      id: COURSE_IDS.typescript,
      title: 'TypeScript from Zero',
      slug: 'typescript-from-zero',
      type: 'course',
      privacy: 'public',
      description: 'Types, narrowing, generics and a small project, step by step.',
      coverPhoto: `${SITE_URL_TOKEN}/demo-media/covers/typescript-from-zero.svg`,
      serial: 11,
      settings: courseSettings(),
      createdAt: afterOpening(45),
    },
    {
      id: COURSE_IDS.accessibility,
      title: 'Accessibility Basics',
      slug: 'accessibility-basics',
      type: 'course',
      privacy: 'private',
      description: 'Coming soon: a short course on accessible interfaces. No students yet.',
      coverPhoto: `${SITE_URL_TOKEN}/demo-media/covers/accessibility-basics.svg`,
      serial: 12,
      settings: courseSettings(),
      createdAt: toSqlTimestamp(new Date(lately)),
    },
  ];
}

/** Sections and lessons per course; `draft` lessons do not count towards progress. */
export const COURSE_OUTLINES: Readonly<
  Record<
    number,
    readonly { section: string; lessons: readonly [string, 'published' | 'draft'][] }[]
  >
> = {
  [COURSE_IDS.figma]: [
    {
      section: 'Getting started',
      lessons: [
        ['Frames and groups', 'published'],
        ['Components', 'published'],
      ],
    },
    {
      section: 'Layout',
      lessons: [
        ['Auto layout', 'published'],
        ['Constraints', 'published'],
        ['Variables (coming soon)', 'draft'],
      ],
    },
  ],
  [COURSE_IDS.typescript]: [
    {
      section: 'Basics',
      lessons: [
        ['Why types?', 'published'],
        ['Primitive types', 'published'],
        ['Objects and arrays', 'published'],
      ],
    },
    {
      section: 'Going further',
      lessons: [
        ['Narrowing', 'published'],
        ['Generics', 'published'],
        ['A small project', 'published'],
      ],
    },
  ],
  [COURSE_IDS.accessibility]: [
    { section: 'Introduction', lessons: [['What is accessibility?', 'draft']] },
  ],
};
