import type { Database } from 'better-sqlite3';
import type { DemoWriter } from './writer';

/**
 * A member's `last_activity` never precedes what they did: whoever posts, comments, likes,
 * votes, asks to join a space or completes a lesson was active then. The generator plans each
 * member's activity (activity-plan.ts) and only picks members active at a moment, so this
 * mostly confirms the plan; it raises the profile (and its copies in the memberships) where an
 * action came later than the planned `last_activity`, e.g. a recent like by someone last seen
 * a week ago, or a fixture post.
 */
export interface ActivityLedger {
  /** Writes through to the writer it wraps, noting each member's latest action. */
  writer: DemoWriter;
  /** Each member's latest action, as a SQL timestamp (they compare as text). */
  latest: ReadonlyMap<number, string>;
}

/** A writer that notes the latest action of every member it writes one for. */
export function recordLatestActivity(writer: DemoWriter): ActivityLedger {
  const latest = new Map<number, string>();
  const note = (userId: number, at: string) => {
    const known = latest.get(userId);
    if (known === undefined || known < at) latest.set(userId, at);
  };
  return {
    latest,
    writer: {
      ...writer,
      post(post) {
        writer.post(post);
        note(post.userId, post.createdAt);
      },
      comment(comment) {
        writer.comment(comment);
        note(comment.userId, comment.createdAt);
      },
      reaction(reaction) {
        writer.reaction(reaction);
        note(reaction.userId, reaction.createdAt);
      },
      vote(postId, userId, optionSlug, at) {
        writer.vote(postId, userId, optionSlug, at);
        note(userId, at);
      },
      completion(courseId, userId, lessonId, at) {
        writer.completion(courseId, userId, lessonId, at);
        note(userId, at);
      },
      membership(row) {
        writer.membership(row);
        // Asking to join is the member's own doing; being added to a space is not.
        if (row.status === 'pending') note(row.userId, row.createdAt);
      },
    },
  };
}

/**
 * Raises `last_activity` (and `updated_at`, which follows it) to each member's latest action
 * where that came later, with the profile copies the memberships keep: set-based, as the
 * copying triggers are set aside during the bulk load. Returns how many profiles were raised.
 */
export function raiseLastActivity(db: Database, latest: ReadonlyMap<number, string>): number {
  db.exec('CREATE TEMP TABLE demo_latest_activity (user_id INTEGER PRIMARY KEY, at TEXT NOT NULL)');
  try {
    const insert = db.prepare('INSERT INTO demo_latest_activity (user_id, at) VALUES (?, ?)');
    for (const [userId, at] of latest) insert.run(userId, at);
    const { changes } = db
      .prepare(
        `UPDATE fcom_xprofile SET last_activity = l.at, updated_at = l.at
           FROM demo_latest_activity AS l
          WHERE l.user_id = fcom_xprofile.user_id
            AND (fcom_xprofile.last_activity IS NULL OR fcom_xprofile.last_activity < l.at)`,
      )
      .run();
    db.exec(`UPDATE fcom_space_user SET profile_last_activity = p.last_activity
               FROM fcom_xprofile AS p
              WHERE p.user_id = fcom_space_user.user_id
                AND fcom_space_user.profile_last_activity IS NOT p.last_activity`);
    return changes;
  } finally {
    db.exec('DROP TABLE temp.demo_latest_activity');
  }
}
