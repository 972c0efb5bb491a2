import type { Context, Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../http/hono-app';
import { DEMO_DOCUMENTS } from '../media/documents';
import { artworkSvg, initialsSvg } from '../media/svg';

/**
 * `/demo-media/…`: avatars (SVG initials per user id), covers, featured and gallery images,
 * GIF stand-ins and documents, all generated, so the demo never loads anything from another
 * host. Unknown files are a plain 404 (never the dashboard's index.html).
 */
const ARTWORK_SIZES: Record<string, [number, number]> = {
  covers: [1200, 400],
  images: [1200, 630],
  gifs: [480, 270],
  gallery: [1200, 800],
};

const MEDIA_HEADERS = {
  'Cache-Control': 'public, max-age=86400',
  'X-Content-Type-Options': 'nosniff',
  // An SVG opened directly must not run anything.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
};

function svgResponse(c: Context<AppEnv>, svg: string) {
  return c.body(svg, 200, { ...MEDIA_HEADERS, 'Content-Type': 'image/svg+xml; charset=utf-8' });
}

function captionOf(name: string): string {
  const words = name.replace(/\.svg$/, '').split('-');
  const caption = words.join(' ');
  return caption.charAt(0).toUpperCase() + caption.slice(1);
}

export function registerDemoMedia(app: Hono<AppEnv>, { store }: RouteDeps) {
  app.get('/demo-media/avatars/:file{[0-9]{1,12}\\.svg}', async (c) => {
    const userId = Number.parseInt(c.req.param('file'), 10);
    const name = await store.profiles.displayName(userId);
    if (name === null) return c.text('Not found', 404);
    return svgResponse(c, initialsSvg(name, `user-${userId}`));
  });

  app.get('/demo-media/:kind{covers|images|gifs|gallery}/:file{[a-z0-9-]{1,80}\\.svg}', (c) => {
    const size = ARTWORK_SIZES[c.req.param('kind')];
    if (!size) return c.text('Not found', 404);
    return svgResponse(c, artworkSvg(captionOf(c.req.param('file')), size[0], size[1]));
  });

  app.get('/demo-media/docs/:file', (c) => {
    const document = DEMO_DOCUMENTS.get(c.req.param('file'));
    if (!document) return c.text('Not found', 404);
    return c.body(new Uint8Array(document.body()), 200, {
      ...MEDIA_HEADERS,
      'Content-Type': document.type,
    });
  });

  app.all('/demo-media/*', (c) => c.text('Not found', 404));
}
