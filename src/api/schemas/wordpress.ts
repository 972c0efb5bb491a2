import * as z from 'zod/mini';
import { int, lenient, list, preprocess, text } from './primitives';

/**
 * `GET wp/v2/users/me?context=edit`: who the credentials belong to. `roles` and
 * `capabilities` only come with `context=edit` (behaviour.md, "Where the API lives").
 */
export const currentUserSchema = z.object({
  id: int,
  name: text,
  slug: text,
  username: z.optional(z.string()),
  email: z.optional(z.string()),
  roles: list(z.string()),
  capabilities: z.optional(z.record(z.string(), z.unknown())),
  avatar_urls: z.optional(z.record(z.string(), z.string())),
});

/**
 * The REST index, `GET {root}` (`/wp-json/` or `/?rest_route=/`). `namespaces` tells whether
 * FluentCommunity is installed.
 */
export const restIndexSchema = z.object({
  name: text,
  url: z.optional(text),
  namespaces: list(z.string()),
  /** The site's UTC offset in hours (`5.5`; WordPress may send it as a string). */
  gmt_offset: lenient(
    preprocess(
      (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
      z.number().check(z.gte(-14), z.lte(14)),
    ),
  ),
  /** An IANA zone (`Europe/Paris`), or `""` when the site is set to a bare UTC offset. */
  timezone_string: lenient(z.string()),
});

/**
 * The three error bodies real sites send (behaviour.md, "What real sites send"): WordPress
 * `{code, message, data:{status}}`, the plugin's `{message, permission_failed?}` and the
 * not-found `{message, data:{wpfluent}}`. All fields optional: we only read what is there.
 */
export const errorBodySchema = z.object({
  code: z.optional(z.string()),
  message: z.optional(z.string()),
  data: z.catch(
    z.optional(
      z.nullable(
        z.looseObject({
          status: lenient(int),
          params: z.optional(z.record(z.string(), z.unknown())),
        }),
      ),
    ),
    null,
  ),
  permission_failed: lenient(z.boolean()),
});

export type CurrentUser = z.infer<typeof currentUserSchema>;
export type RestIndex = z.infer<typeof restIndexSchema>;
export type ErrorBody = z.infer<typeof errorBodySchema>;
