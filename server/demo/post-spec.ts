import { SITE_URL_TOKEN } from '../store/site-url';

export interface FixtureComment {
  author: number;
  text: string;
  /** Stored HTML when it must not be rendered from `text` (the hostile comment). */
  html?: string;
  /** Index of an earlier comment of the same post this one replies to. */
  replyTo?: number;
  meta?: Record<string, unknown>;
}

/** A post before it gets its id (ids follow created_at, as on a real site). */
export interface PostSpec {
  at: number;
  spaceId: number;
  author?: number;
  title?: string;
  /** Markdown-subset source (markdown.ts); random text when missing. */
  source?: string;
  /** Stored HTML used as is (the hostile post). */
  html?: string;
  contentType?: 'text' | 'survey' | 'document';
  status?: 'published' | 'pending' | 'unlisted' | 'scheduled';
  sticky?: boolean;
  featuredImage?: string;
  meta?: Record<string, unknown>;
  scheduledAt?: string;
  topics?: readonly string[];
  survey?: {
    type: 'single_choice' | 'multi_choice';
    options: readonly (readonly [slug: string, label: string])[];
    endDate: string;
  };
  comments?: readonly FixtureComment[];
  /** At least this many likes (pinned posts always have some). */
  minimumLikes?: number;
}

/** A demo-media URL, stored with the site URL token (see site-url.ts). */
export const media = (path: string) => `${SITE_URL_TOKEN}/demo-media/${path}`;
