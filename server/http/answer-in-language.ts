import type { MiddlewareHandler } from 'hono';
import { answerLanguage } from './answer-language';
import type { AppEnv } from './hono-app';
import { ownMessageIn } from './own-messages';
import { varyOn } from './vary';

/**
 * A REST error's `message` in the caller's language when it is one of our server's own
 * (own-messages.ts), chosen by `_locale` and `Accept-Language` (answer-language.ts): the
 * dashboard asks in the language it shows. Only errors are rewritten — small bodies, and the
 * only answers with our own words — and each says `Vary: Accept-Language`.
 */
export function answerInLanguage(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.res.status < 400) return;
    varyOn(c.res.headers, 'Accept-Language');
    const language = answerLanguage(c.req.header('Accept-Language'), c.req.query('_locale'));
    if (language === 'en' || !c.res.headers.get('Content-Type')?.includes('application/json')) {
      return;
    }
    const body: unknown = await c.res
      .clone()
      .json()
      .catch(() => null);
    if (!body || typeof body !== 'object' || !('message' in body)) return;
    if (typeof body.message !== 'string') return;
    const message = ownMessageIn(body.message, language);
    if (message === body.message) return;
    const headers = new Headers(c.res.headers);
    headers.delete('Content-Length');
    c.res = new Response(JSON.stringify({ ...body, message }), {
      status: c.res.status,
      headers,
    });
  };
}
