import { MINUTE, toSqlTimestamp } from './timestamps';
import { DEMO_ANCHOR } from './demo-facts';
import type { FixtureComment, PostSpec } from './post-spec';
import { renderMarkdown, type MentionTarget } from './markdown';
import { COMMENTS, REPLIES } from './phrases';
import type { Random } from './random';
import type { DemoWriter } from './writer';

/**
 * Comments (with threaded replies), likes, bookmarks and survey votes of one post. Everyone
 * involved is a member of the post's space; every time falls between the post and the anchor.
 */
export interface EngagementContext {
  random: Random;
  writer: DemoWriter;
  mentions: ReadonlyMap<string, MentionTarget>;
  loginOf: (userId: number) => string;
  nextCommentId: () => number;
}

const LAST_MOMENT = DEMO_ANCHOR.getTime() - MINUTE;

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

function momentsAfter(random: Random, start: number, count: number): number[] {
  const end = Math.max(start + MINUTE, Math.min(LAST_MOMENT, start + 10 * 24 * 60 * MINUTE));
  return Array.from({ length: count }, () => random.int(start + MINUTE, end)).sort((a, b) => a - b);
}

function randomComments(context: EngagementContext, members: readonly number[]): FixtureComment[] {
  const { random } = context;
  const count = commentCount(random);
  const comments: FixtureComment[] = [];
  for (let index = 0; index < count; index += 1) {
    const author = random.pick(members);
    const reply = index > 0 && random.chance(0.3);
    let text = random.pick(reply ? REPLIES : COMMENTS);
    if (!reply && random.chance(0.1)) text = `@${context.loginOf(random.pick(members))} ${text}`;
    comments.push(reply ? { author, text, replyTo: random.int(0, index - 1) } : { author, text });
  }
  return comments;
}

/** Writes the comments of post `postId`; returns nothing, counters follow by trigger. */
export function writeComments(
  context: EngagementContext,
  spec: PostSpec,
  postId: number,
  members: readonly number[],
): void {
  const { random, writer } = context;
  const comments = [...(spec.comments ?? []), ...randomComments(context, members)];
  const times = momentsAfter(random, spec.at, comments.length);
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
    const at = toSqlTimestamp(new Date(times[index] ?? spec.at));
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
      for (const liker of random.sample(members, random.int(1, 3))) {
        writer.reaction({
          userId: liker,
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
 * those of them in the space), survey votes.
 */
export function writeReactions(
  context: EngagementContext,
  spec: PostSpec,
  postId: number,
  members: readonly number[],
  bookmarkers: readonly number[],
): void {
  const { random, writer } = context;
  const wanted = Math.max(likeCount(random), spec.minimumLikes ?? 0);
  const likers = random.sample(members, Math.min(wanted, members.length));
  const times = momentsAfter(random, spec.at, likers.length);
  likers.forEach((userId, index) => {
    const createdAt = toSqlTimestamp(new Date(times[index] ?? spec.at));
    writer.reaction({ userId, objectId: postId, objectType: 'feed', type: 'like', createdAt });
  });
  for (const userId of bookmarkers) {
    if (random.chance(userId === 1 ? 0.04 : 0.03)) {
      const createdAt = toSqlTimestamp(new Date(momentsAfter(random, spec.at, 1)[0] ?? spec.at));
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
    const voters = random.sample(members, Math.max(3, Math.round(members.length * 0.4)));
    for (const voter of voters) {
      const picks =
        spec.survey.type === 'multi_choice'
          ? random.sample(options, random.int(1, 2))
          : [
              options[
                Math.min(options.length - 1, Math.floor(random.next() ** 1.6 * options.length))
              ] ?? '',
            ];
      const at = toSqlTimestamp(new Date(momentsAfter(random, spec.at, 1)[0] ?? spec.at));
      for (const slug of picks) writer.vote(postId, voter, slug, at);
    }
  }
}
