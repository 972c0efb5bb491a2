import { DAY, HOUR, MINUTE, toSqlTimestamp } from './timestamps';
import type { ActivityCurve } from './activity-curve';
import type { MemberIndex } from './active-members';
import type { FixtureComment, PostSpec } from './post-spec';
import { renderMarkdown, type MentionTarget } from '../lib/markdown';
import { COMMENTS, REPLIES } from './phrases';
import type { Random } from './random';
import type { DemoWriter } from './writer';

/**
 * Comments (with threaded replies), likes, bookmarks and survey votes of one post. Everyone
 * involved is a member of the post's space who had joined and was active at that moment
 * (active-members.ts); every moment falls between the post and the anchor, most of them soon
 * after the post, all with the activity curve's weekly and daily rhythm.
 */
export interface EngagementContext {
  random: Random;
  writer: DemoWriter;
  curve: ActivityCurve;
  /** The demo's anchor (epoch ms): nothing happens after it. */
  anchor: number;
  mentions: ReadonlyMap<string, MentionTarget>;
  loginOf: (userId: number) => string;
  nextCommentId: () => number;
}

/** A space's members: all of them (for mentions), and who can act when. */
export interface Audience {
  ids: readonly number[];
  index: MemberIndex;
}

function commentCount(random: Random): number {
  const roll = random.next();
  if (roll < 0.35) return 0;
  if (roll < 0.65) return random.int(1, 2);
  if (roll < 0.9) return random.int(3, 5);
  return random.int(6, 10);
}

function likeCount(random: Random): number {
  const roll = random.next();
  if (roll < 0.25) return 0;
  if (roll < 0.7) return random.int(1, 4);
  if (roll < 0.95) return random.int(5, 12);
  return random.int(13, 25);
}

/** How long after a post a reaction to it may come: mostly within hours, some days later. */
function reactionHorizon(random: Random): number {
  const roll = random.next();
  if (roll < 0.45) return 6 * HOUR;
  if (roll < 0.8) return 2 * DAY;
  return 10 * DAY;
}

/** `count` moments after `start` (and before the anchor), in order. */
function momentsAfter(context: EngagementContext, start: number, count: number): number[] {
  const { random, curve } = context;
  const last = context.anchor - MINUTE;
  return Array.from({ length: count }, () => {
    const from = Math.min(start + MINUTE, last);
    return curve.sample(
      random,
      from,
      Math.max(from + 1, Math.min(last, start + reactionHorizon(random))),
    );
  }).sort((a, b) => a - b);
}

/** A random comment at `at`, the `index`th of its post, by a member active then. */
function randomComment(
  context: EngagementContext,
  audience: Audience,
  at: number,
  index: number,
): FixtureComment {
  const { random } = context;
  const author = audience.index.pick(random, at) ?? 1;
  const reply = index > 0 && random.chance(0.3);
  let text = random.pick(reply ? REPLIES : COMMENTS);
  if (!reply && random.chance(0.1)) text = `@${context.loginOf(random.pick(audience.ids))} ${text}`;
  return reply ? { author, text, replyTo: random.int(0, index - 1) } : { author, text };
}

/** Writes the comments of post `postId`; returns nothing, counters follow by trigger. */
export function writeComments(
  context: EngagementContext,
  spec: PostSpec,
  postId: number,
  audience: Audience,
): void {
  const { random, writer } = context;
  const fixed = spec.comments ?? [];
  const times = momentsAfter(context, spec.at, fixed.length + commentCount(random));
  const comments: FixtureComment[] = [...fixed];
  for (let index = fixed.length; index < times.length; index += 1) {
    comments.push(randomComment(context, audience, times[index] ?? spec.at, index));
  }
  const ids: number[] = [];
  comments.forEach((comment, index) => {
    const id = context.nextCommentId();
    ids.push(id);
    // A reply points at the top of its thread, as the plugin stores one level of nesting.
    const parentId = comment.replyTo === undefined ? null : (ids[comment.replyTo] ?? null);
    const mentioned = [...comment.text.matchAll(/@([a-z0-9_.-]+)/g)]
      .map((match) => context.mentions.get(match[1] ?? ''))
      .filter((target) => target !== undefined)
      .map((target) => target.userId);
    const moment = times[index] ?? spec.at;
    const at = toSqlTimestamp(new Date(moment));
    writer.comment({
      id,
      postId,
      userId: comment.author,
      parentId,
      message: comment.text,
      messageRendered: comment.html ?? renderMarkdown(comment.text, context.mentions),
      meta:
        mentioned.length > 0
          ? { ...comment.meta, mentioned_user_ids: mentioned }
          : (comment.meta ?? {}),
      createdAt: at,
    });
    if (random.chance(0.15)) {
      const moments = Array.from({ length: random.int(1, 3) }, () => moment);
      for (const { userId } of audience.index.pickDistinct(random, moments)) {
        writer.reaction({
          userId,
          objectId: id,
          objectType: 'comment',
          type: 'like',
          createdAt: at,
        });
      }
    }
  });
}

/**
 * Likes (the preview shows the latest three), bookmarks of the demo accounts (`bookmarkers`:
 * those of them in the space), survey votes. A post's `minimumLikes` are reached even when
 * too few members were active then (small demos): the rest come from members who had joined,
 * active or not (their `last_activity` then follows, latest-activity.ts).
 */
export function writeReactions(
  context: EngagementContext,
  spec: PostSpec,
  postId: number,
  audience: Audience,
  bookmarkers: readonly number[],
): void {
  const { random, writer } = context;
  const wanted = Math.min(Math.max(likeCount(random), spec.minimumLikes ?? 0), audience.ids.length);
  const moments = momentsAfter(context, spec.at, wanted);
  const likes = audience.index.pickDistinct(random, moments);
  const minimum = Math.min(spec.minimumLikes ?? 0, moments.length);
  const liked = new Set(likes.map((like) => like.userId));
  for (const at of moments.slice(likes.length, minimum)) {
    const userId = audience.index.pickJoined(random, at, liked);
    if (userId === null) break;
    liked.add(userId);
    likes.push({ userId, at });
  }
  likes.sort((a, b) => a.at - b.at);
  for (const { userId, at } of likes) {
    const createdAt = toSqlTimestamp(new Date(at));
    writer.reaction({ userId, objectId: postId, objectType: 'feed', type: 'like', createdAt });
  }
  for (const userId of bookmarkers) {
    if (random.chance(userId === 1 ? 0.04 : 0.03)) {
      const createdAt = toSqlTimestamp(new Date(momentsAfter(context, spec.at, 1)[0] ?? spec.at));
      writer.reaction({
        userId,
        objectId: postId,
        objectType: 'feed',
        type: 'bookmark',
        createdAt,
      });
    }
  }
  if (spec.survey) {
    const options = spec.survey.options.map(([slug]) => slug);
    const turnout = Math.max(3, Math.round(audience.ids.length * 0.4));
    const voters = audience.index.pickDistinct(random, momentsAfter(context, spec.at, turnout));
    for (const { userId, at } of voters) {
      const picks =
        spec.survey.type === 'multi_choice'
          ? random.sample(options, random.int(1, 2))
          : [
              options[
                Math.min(options.length - 1, Math.floor(random.next() ** 1.6 * options.length))
              ] ?? '',
            ];
      for (const slug of picks) writer.vote(postId, userId, slug, toSqlTimestamp(new Date(at)));
    }
  }
}
