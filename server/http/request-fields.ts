import type { Context } from 'hono';
import { z } from 'zod';
import { WpError } from '../errors';
import type { AppEnv } from './hono-app';
import { readRawQuery } from './query';

/** WordPress's answer to a JSON body it cannot parse (WP_REST_Server::serve_request). */
const invalidJson = () => new WpError(400, 'rest_invalid_json', 'Invalid JSON body passed.');

/** A body's fields: the top level of a JSON object, or a form's. */
const fieldsSchema = z.record(z.string(), z.unknown());

/**
 * A write's parameters as WordPress merges them for `$request->get()`: the query string's,
 * then a form body's, then a JSON body's (later ones win). Their values are left as sent:
 * each service reads its own fields (services/space-member-writes.ts).
 */
export async function readRequestFields(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const fields: Record<string, unknown> = { ...readRawQuery(c.req.url) };
  const type = c.req.header('Content-Type')?.toLowerCase() ?? '';
  if (type.startsWith('application/json')) {
    const text = await c.req.text();
    if (text.trim() === '') return fields;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw invalidJson();
    }
    // A JSON body that is not an object (a list, a number) gives no named fields.
    return { ...fields, ...(fieldsSchema.safeParse(json).data ?? {}) };
  }
  if (
    type.startsWith('application/x-www-form-urlencoded') ||
    type.startsWith('multipart/form-data')
  ) {
    const form = await c.req.parseBody();
    return { ...fields, ...fieldsSchema.parse(form) };
  }
  return fields;
}
