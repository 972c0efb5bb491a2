import * as z from 'zod/mini';
import { int, text } from './primitives';

/**
 * Our server's overview insights (contract/insights.ts, docs/decisions/038). Only our own
 * server answers this route, but it is a response like any other: parsed before it is shown.
 */
const engagementSums = z.object({ comments: int, reactions: int });

const spaceRef = z.object({ id: int, slug: text, title: text });

export const overviewInsightsSchema = z.object({
  counted_at: z.string(),
  posts_since: z.object({ days7: int, days14: int, days30: int, days60: int }),
  engagement: z.object({ days30: engagementSums, days7: engagementSums }),
  weeks: z.array(
    z.object({
      start: z.string(),
      posts: int,
      posts_by_space: z.record(z.string(), int),
      members_joined: int,
      members_active: int,
    }),
  ),
  most_active_spaces: z.array(z.object({ id: int, slug: text, title: text, posts: int })),
  most_active_authors: z.array(
    z.object({ user_id: int, username: text, display_name: text, posts: int }),
  ),
  top_posts: z.array(
    z.object({
      id: int,
      user_id: int,
      title: text,
      message_rendered: text,
      space: z.nullable(spaceRef),
      comments_count: int,
      reactions_count: int,
    }),
  ),
});

export type OverviewInsightsAnswer = z.infer<typeof overviewInsightsSchema>;

/** Our server's insights of one space (contract/insights.ts, docs/decisions/038). */
export const spaceInsightsSchema = z.object({
  counted_at: z.string(),
  members: int,
  joined_earlier: int,
  joined_later: int,
  weeks: z.array(z.object({ start: z.string(), joined: int, posts: int, comments: int })),
  last_active: z.object({
    today: int,
    days7: int,
    days30: int,
    days90: int,
    older: int,
    never: int,
  }),
  roles: z.array(z.object({ role: text, members: int })),
  pending: z.nullable(
    z.object({
      count: int,
      ages: z.object({ day: int, week: int, month: int, quarter: int, older: int }),
    }),
  ),
});

export type SpaceInsightsAnswer = z.infer<typeof spaceInsightsSchema>;

/** Our server's insights of one course (contract/insights.ts, docs/decisions/038). */
export const courseInsightsSchema = z.object({
  counted_at: z.string(),
  students: int,
  progress: z.object({
    not_started: int,
    p1_24: int,
    p25_49: int,
    p50_74: int,
    p75_99: int,
    completed: int,
  }),
  enrolled_earlier: int,
  enrolled_later: int,
  weeks: z.array(z.object({ start: z.string(), enrolled: int })),
  at_risk: z.object({
    count: int,
    students: z.array(
      z.object({
        user_id: int,
        username: text,
        display_name: text,
        avatar: text,
        progress: int,
        enrolled_at: z.string(),
        last_activity: z.nullable(z.string()),
      }),
    ),
  }),
});

export type CourseInsightsAnswer = z.infer<typeof courseInsightsSchema>;
