import { MINUTE } from './timestamps';

/**
 * The demo's anchor: the moment its data ends. By default the moment it is seeded (so "the
 * last 7 days" of a fresh demo are never empty), overridable to reproduce a seed exactly:
 * `--anchor 2026-11-20T12:00:00Z` on the seed commands, or SEED_ANCHOR for every way a demo is
 * seeded (npm start, npm run seed, seed:wordpress, the benchmarks; config.ts reads it). Anchors
 * are whole minutes.
 */
export const SEED_ANCHOR_ENV = 'SEED_ANCHOR';

/** `2026-11-20`, `2026-11-20T12:00Z`, `2026-11-20T12:00:00.000+01:00`: a zone is required. */
const ANCHOR_FORMAT =
  /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

/** Thrown for an anchor that is not an ISO 8601 date-time with a zone. */
export class BadAnchorError extends Error {
  constructor(text: string) {
    super(
      `The anchor must be an ISO 8601 date or date-time with a zone, e.g. 2026-11-20T12:00:00Z (got "${text}").`,
    );
    this.name = 'BadAnchorError';
  }
}

/** The start of the minute `date` falls in. */
export function floorToMinute(date: Date): Date {
  return new Date(Math.floor(date.getTime() / MINUTE) * MINUTE);
}

/** An anchor as typed (flag or environment), floored to the minute; BadAnchorError otherwise. */
export function parseAnchor(text: string): Date {
  const trimmed = text.trim();
  const time = ANCHOR_FORMAT.test(trimmed) ? Date.parse(trimmed) : Number.NaN;
  if (!Number.isFinite(time)) throw new BadAnchorError(text);
  return floorToMinute(new Date(time));
}

/**
 * The anchor a seed uses: the one asked for (a flag, else SEED_ANCHOR as config.ts reads it),
 * else `now` (the moment of seeding), always floored to the minute.
 */
export function resolveAnchor(requested: Date | undefined, now: Date = new Date()): Date {
  if (requested !== undefined) {
    if (!Number.isFinite(requested.getTime())) throw new BadAnchorError(String(requested));
    return floorToMinute(requested);
  }
  return floorToMinute(now);
}
