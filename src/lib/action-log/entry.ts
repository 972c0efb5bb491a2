import * as z from 'zod/mini';
import { isApiError } from '../../api/errors';
import type { SentencePart } from '../sentence';

/**
 * One action taken from this dashboard, as the action log keeps it on this device
 * (docs/decisions/037-action-log-on-the-device.md): who took it, what it was, when, and how it
 * ended. Never anything secret: words and names the site showed, no credentials.
 */

/** What an action is, in words, told by the code that takes it. */
export interface ActionDescription {
  /** A stable name of the kind of action, for the CSV: `space-member.approve`, `profile.block`. */
  action: string;
  /** What was done, the names in it kept apart: ["Approved ", {name: "Nora Evans"}, …]. */
  what: readonly SentencePart[];
  /** Whom it was done to (a person's name, a post's title), if anyone. */
  subject?: string;
  /** Where (a space's or course's title), if anywhere in particular. */
  place?: string;
}

/** How an action ended: carried out, refused by the site (its own words), or failed. */
export type ActionResult = 'done' | 'refused' | 'failed';

export interface ActionOutcome {
  result: ActionResult;
  /** The site's words for a refusal, or what went wrong for a failure. */
  detail?: string;
}

export interface ActionLogEntry extends ActionDescription {
  id: string;
  /** When it ended, in milliseconds since 1970 (UTC). */
  at: number;
  /** The signed-in WordPress username that took it. */
  who: string;
  result: ActionResult;
  detail?: string;
}

const MAX_TEXT = 2_000;
const text = z.string().check(z.maxLength(MAX_TEXT));
const sentencePart = z.union([text, z.object({ name: text })]);

export const actionLogEntrySchema = z.object({
  id: z.string().check(z.regex(/^[\w-]{1,64}$/)),
  at: z.int().check(z.nonnegative()),
  who: text,
  action: z.string().check(z.regex(/^[\w.-]{1,64}$/)),
  what: z.array(sentencePart).check(z.maxLength(64)),
  subject: z.optional(text),
  place: z.optional(text),
  result: z.enum(['done', 'refused', 'failed']),
  detail: z.optional(text),
});

/**
 * How an error ends an action: the site read the request and said no (a 4xx with its words,
 * shown as they came), or something else went wrong (no answer, a server error, a session
 * that ended).
 */
export function outcomeOfError(error: unknown): ActionOutcome {
  if (isApiError(error)) {
    const refused =
      error.kind === 'http' &&
      error.status !== undefined &&
      error.status >= 400 &&
      error.status < 500 &&
      error.status !== 401;
    return refused
      ? { result: 'refused', detail: error.serverMessage ?? error.message }
      : { result: 'failed', detail: error.message };
  }
  return { result: 'failed', detail: error instanceof Error ? error.message : String(error) };
}

/** The sentence as plain text, names as they are (for the CSV and the text filter). */
export function plainWhat(what: readonly SentencePart[]): string {
  return what.map((part) => (typeof part === 'string' ? part : part.name)).join('');
}
