import { foldForSearch } from '../store/sqlite/fold';
import { DAY, MINUTE, fromSqlTimestamp, toSqlTimestamp } from './timestamps';
import type { ActivityCurve } from './activity-curve';
import type { ActiveWindow } from './activity-plan';
import { createMemberIndex } from './active-members';
import { SPACE_IDS, TOPICS } from './demo-facts';
import { writeComments, writeReactions, type Audience, type EngagementContext } from './engagement';
import { fixturePosts } from './fixture-posts';
import type { PostSpec } from './post-spec';
import { renderMarkdown } from '../lib/markdown';
import type { Roster } from './memberships';
import { EMOJI, LIST_BLOCKS, POST_TITLES, SENTENCES } from './phrases';
import type { Random } from './random';
import type { DemoTimeline } from './timeline';
import type { SpaceRecord } from './writer';

const SPACE_WEIGHTS: readonly [spaceId: number, weight: number][] = [
  [SPACE_IDS.general, 0.42],
  [SPACE_IDS.engineering, 0.27],
  [SPACE_IDS.designClub, 0.15],
  [SPACE_IDS.announcements, 0.1],
  [SPACE_IDS.staffRoom, 0.06],
];

const PROGRESS_EVERY = 10_000;

const GENERAL_TOPICS = TOPICS.filter((topic) => topic.slug !== 'announcements').map((t) => t.slug);
const TOPIC_IDS = new Map<string, number>(TOPICS.map((topic) => [topic.slug, topic.id]));

function pickSpace(random: Random): number {
  let roll = random.next();
  for (const [spaceId, weight] of SPACE_WEIGHTS) {
    roll -= weight;
    if (roll < 0) return spaceId;
  }
  return SPACE_IDS.general;
}

/**
 * When and where each random post goes: a space, and a moment along the activity curve (growth,
 * weekly and daily rhythm) between a day after the space opened and half an hour before the
 * anchor. Kept as two typed arrays, 9 bytes a post, so that 2M posts cost 18 MB, not the 300 MB
 * of as many objects: seeding's memory is the members', whatever the number of posts.
 */
function randomMoments(
  random: Random,
  count: number,
  opened: ReadonlyMap<number, number>,
  timeline: DemoTimeline,
  curve: ActivityCurve,
): { at: Float64Array; spaceId: Uint8Array } {
  const end = timeline.anchor - 30 * MINUTE;
  const at = new Float64Array(count);
  const spaceId = new Uint8Array(count);
  for (let index = 0; index < count; index += 1) {
    const space = pickSpace(random);
    const start = Math.max(timeline.opened, opened.get(space) ?? timeline.opened);
    spaceId[index] = space;
    at[index] = curve.sample(random, start + DAY, end);
  }
  return { at, spaceId };
}

/**
 * The order posts get their ids in: by moment, the fixtures before random posts of the same
 * moment and each kind in drawing order (what a stable sort of fixtures then random ones gives).
 * Index `i < fixtures.length` is fixture `i`, the rest random post `i - fixtures.length`.
 */
function postOrder(fixtures: readonly PostSpec[], moments: { at: Float64Array }): Uint32Array {
  const total = fixtures.length + moments.at.length;
  const momentOf = (index: number) =>
    index < fixtures.length ? fixtures[index]!.at : moments.at[index - fixtures.length]!;
  const order = new Uint32Array(total);
  for (let index = 0; index < total; index += 1) order[index] = index;
  return order.sort((a, b) => momentOf(a) - momentOf(b) || a - b);
}

function randomSource(random: Random, context: EngagementContext, members: readonly number[]) {
  const paragraphs: string[] = [];
  for (let p = random.int(1, 3); p > 0; p -= 1) {
    paragraphs.push(random.sample(SENTENCES, random.int(1, 3)).join(' '));
  }
  if (random.chance(0.15)) paragraphs.splice(1, 0, random.pick(LIST_BLOCKS));
  if (random.chance(0.12)) paragraphs.push(`Thanks @${context.loginOf(random.pick(members))}!`);
  if (random.chance(0.2)) paragraphs.push(random.pick(EMOJI));
  return paragraphs.join('\n\n');
}

function randomStatus(
  random: Random,
  at: number,
  anchor: number,
): Pick<PostSpec, 'status' | 'scheduledAt'> {
  const roll = random.next();
  if (roll < 0.008) return { status: 'pending' };
  if (roll < 0.012) return { status: 'unlisted' };
  if (roll < 0.016 && at > anchor - 10 * DAY) {
    const scheduled = anchor + random.int(1, 21) * DAY;
    return { status: 'scheduled', scheduledAt: toSqlTimestamp(new Date(scheduled)) };
  }
  return { status: 'published' };
}

function randomTopics(random: Random, spaceId: number): string[] {
  if (spaceId === SPACE_IDS.announcements) return ['announcements'];
  const roll = random.next();
  if (roll < 0.5) return [];
  return random.sample(GENERAL_TOPICS, roll < 0.9 ? 1 : 2);
}

/**
 * `title-words`, then `title-words-2`, … like WordPress's unique post slugs. Without a set of
 * every slug given (2M strings at the 10x tier): a suffixed slug `base-n` is taken exactly when
 * `base` gave it out (every n below its next suffix was given or skipped as taken) or when it
 * was itself a plain slug; the plain slugs are few (titles and first lines repeat).
 */
export function createSlugRegistry() {
  const plain = new Set<string>();
  const nextSuffix = new Map<string, number>();
  const taken = (slug: string): boolean => {
    if (plain.has(slug)) return true;
    const suffixed = /^(.+)-(\d+)$/.exec(slug);
    if (!suffixed) return false;
    const n = Number(suffixed[2]);
    const next = nextSuffix.get(suffixed[1]!);
    return next !== undefined && n >= 2 && n < next && String(n) === suffixed[2];
  };
  return (title: string, source: string, id: number): string => {
    const words = foldForSearch(title || source.split('\n')[0] || '')
      .replace(/[^a-z0-9]+/g, ' ')
      .trim()
      .split(' ')
      .slice(0, 8)
      .join('-');
    const base = words === '' ? `post-${id}` : words.slice(0, 60).replace(/-+$/, '');
    if (!taken(base)) {
      plain.add(base);
      return base;
    }
    let n = nextSuffix.get(base) ?? 2;
    while (taken(`${base}-${n}`)) n += 1;
    nextSuffix.set(base, n + 1);
    return `${base}-${n}`;
  };
}

export interface PostGeneration {
  random: Random;
  count: number;
  spaces: readonly SpaceRecord[];
  roster: Roster;
  /** When each member may act: authors are members active at the post's moment. */
  windows: ReadonlyMap<number, ActiveWindow>;
  timeline: DemoTimeline;
  context: EngagementContext;
  /** Told how many posts are written (with their comments and reactions), every 10,000. */
  onProgress?: (written: number, total: number) => void;
}

/**
 * Each space's members (who comment, like and vote), its authors (the members but the admin,
 * whose posts are the fixed ones) and its moderators (who write the day-to-day announcements),
 * indexed by when they joined and were active.
 */
function audiencesOf(roster: Roster, windows: ReadonlyMap<number, ActiveWindow>) {
  const audience = (spaceId: number, ids: readonly number[]): Audience => {
    const joined = roster.joinedAt.get(spaceId);
    return {
      ids,
      index: createMemberIndex(ids, (userId) => joined?.get(userId) ?? 0, windows),
    };
  };
  const notAdmin = (ids: readonly number[]) => ids.filter((userId) => userId !== 1);
  return new Map(
    [...roster.members].map(([spaceId, members]) => [
      spaceId,
      {
        members: audience(spaceId, members),
        authors: audience(spaceId, notAdmin(members)),
        moderators: audience(spaceId, notAdmin(roster.managers.get(spaceId) ?? [])),
      },
    ]),
  );
}

/** Writes `count` posts (at least the fixtures), ids in created_at order, with engagement. */
export function generatePosts({
  random,
  count,
  spaces,
  roster,
  windows,
  timeline,
  context,
  onProgress,
}: PostGeneration): void {
  const opened = new Map(
    spaces.map((space) => [space.id, fromSqlTimestamp(space.createdAt).getTime()]),
  );
  const privacy = new Map(spaces.map((space) => [space.id, space.privacy]));
  const fixtures = fixturePosts(timeline);
  const randomCount = Math.max(0, count - fixtures.length);
  const moments = randomMoments(random, randomCount, opened, timeline, context.curve);
  const order = postOrder(fixtures, moments);
  const audiences = audiencesOf(roster, windows);
  // Spaces without members of their own (none today): the admin, who opened them all.
  const adminOnly: Audience = { ids: [1], index: createMemberIndex([1], () => 0, windows) };
  const slugFor = createSlugRegistry();
  // The demo accounts bookmark a few posts of the spaces they belong to.
  const bookmarkers = new Map(
    spaces.map((space) => {
      const members = new Set(roster.members.get(space.id));
      return [space.id, [1, 2].filter((id) => members.has(id))];
    }),
  );
  order.forEach((drawn, index) => {
    const id = index + 1;
    const fixture = drawn < fixtures.length ? fixtures[drawn]! : undefined;
    const spec: PostSpec = fixture ?? {
      at: moments.at[drawn - fixtures.length]!,
      spaceId: moments.spaceId[drawn - fixtures.length]!,
    };
    const audience = audiences.get(spec.spaceId);
    const members = audience?.members ?? adminOnly;
    const authors =
      (spec.spaceId === SPACE_IDS.announcements ? audience?.moderators : audience?.authors) ??
      adminOnly;
    // Nobody else active then (a small demo's first days): the admin, who is always around.
    const author = spec.author ?? authors.index.pick(random, spec.at) ?? 1;
    const title = spec.title ?? (random.chance(0.85) ? random.pick(POST_TITLES) : '');
    const source = spec.source ?? randomSource(random, context, members.ids);
    // Fixture posts are published unless they say otherwise; random ones mostly are.
    const status = spec.status
      ? { status: spec.status, scheduledAt: spec.scheduledAt }
      : fixture
        ? { status: 'published' as const }
        : randomStatus(random, spec.at, timeline.anchor);
    const createdAt = toSqlTimestamp(new Date(spec.at));
    const survey = spec.survey && {
      type: spec.survey.type,
      options: spec.survey.options.map(([slug, label]) => ({ slug, title: label, label })),
      end_date: spec.survey.endDate,
    };
    context.writer.post({
      id,
      userId: author,
      spaceId: spec.spaceId,
      title,
      slug: slugFor(title, source, id),
      message: source,
      messageRendered: spec.html ?? renderMarkdown(source, context.mentions),
      contentType: spec.contentType ?? 'text',
      privacy: privacy.get(spec.spaceId) === 'public' ? 'public' : 'private',
      status: status.status ?? 'published',
      featuredImage: spec.featuredImage ?? null,
      meta: {
        ...spec.meta,
        ...(survey ? { survey_config: survey } : {}),
        ...mentionMeta(source, context),
      },
      isSticky: spec.sticky ?? false,
      scheduledAt: status.scheduledAt ?? null,
      createdAt,
    });
    for (const slug of spec.topics ?? randomTopics(random, spec.spaceId)) {
      const termId = TOPIC_IDS.get(slug);
      if (termId !== undefined) context.writer.termLink(termId, id, createdAt);
    }
    writeComments(context, spec, id, members);
    writeReactions(context, spec, id, members, bookmarkers.get(spec.spaceId) ?? []);
    if (id % PROGRESS_EVERY === 0 || id === order.length) onProgress?.(id, order.length);
  });
}

function mentionMeta(source: string, context: EngagementContext) {
  const ids = [...source.matchAll(/@([a-z0-9_.-]*[a-z0-9_-])/g)]
    .map((match) => context.mentions.get(match[1] ?? '')?.userId)
    .filter((id) => id !== undefined);
  return ids.length > 0 ? { mentioned_user_ids: [...new Set(ids)] } : {};
}
