import { z } from 'zod';
import { int, list, text } from './primitives';

/**
 * `GET wp/v2/users/me?context=edit`: who the credentials belong to. `roles` and
 * `capabilities` only come with `context=edit` (behaviour.md, "Where the API lives").
 */
export const currentUserSchema = z.object({
  id: int,
  name: text,
  slug: text,
  username: z.string().optional(),
  email: z.string().optional(),
  roles: list(z.string()),
  capabilities: z.record(z.string(), z.unknown()).optional(),
  avatar_urls: z.record(z.string(), z.string()).optional(),
});

/**
 * The REST index, `GET {root}` (`/wp-json/` or `/?rest_route=/`). `namespaces` tells whether
 * FluentCommunity is installed. The reference server adds `community_desk_demo` so the login
 * screen can hint the demo account.
 */
export const restIndexSchema = z.object({
  name: text,
  url: text.optional(),
  namespaces: list(z.string()),
  community_desk_demo: z.object({ username: z.string() }).optional(),
});

/**
 * The three error bodies real sites send (behaviour.md, "What real sites send"): WordPress
 * `{code, message, data:{status}}`, the plugin's `{message, permission_failed?}` and the
 * not-found `{message, data:{wpfluent}}`. All fields optional: we only read what is there.
 */
export const errorBodySchema = z.object({
  code: z.string().optional(),
  message: z.string().optional(),
  data: z
    .object({ status: int.optional(), params: z.record(z.string(), z.unknown()).optional() })
    .loose()
    .nullable()
    .optional()
    .catch(null),
  permission_failed: z.boolean().optional().catch(undefined),
});

export type CurrentUser = z.infer<typeof currentUserSchema>;
export type RestIndex = z.infer<typeof restIndexSchema>;
export type ErrorBody = z.infer<typeof errorBodySchema>;
