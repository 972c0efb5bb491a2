import DOMPurify, { type Config } from 'dompurify';

/**
 * Post and comment bodies arrive as HTML (`message_rendered`) written by community members,
 * and oEmbed cards carry the provider's HTML (behaviour.md, "Feeds"). Everything goes through
 * DOMPurify with a narrow profile before it reaches the page:
 * - HTML only: no SVG and no MathML, the usual homes of mutation-XSS tricks;
 * - no scripts, event handlers, forms, `<style>`, `style=` or `<base>`/`<meta>`, and no
 *   `class=`: a post could otherwise borrow the console's own utility classes (`fixed inset-0
 *   z-50 …`) and draw fake UI over it;
 * - links and media only to absolute http(s), mailto and tel URLs (no `javascript:`, no
 *   `data:`, nothing relative); an image left without a source is dropped;
 * - iframes only from the embed players we trust, sandboxed and lazy;
 * - links open in a new tab with `rel="noopener noreferrer"`;
 * - links and media send no referrer (`referrerpolicy="no-referrer"`, whatever the author
 *   wrote): the dashboard's address, and the site and page being moderated, are nobody's
 *   business. Embeds are the exception: they send the dashboard's origin only (never the
 *   path), because YouTube may refuse to play without a referrer.
 * Results are cached by input, so a post is sanitized once however often its row remounts.
 */

/** The embed players an iframe may come from, with the paths their players use. */
export const EMBED_PLAYERS: Readonly<Record<string, RegExp>> = {
  'www.youtube.com': /^\/embed\/[\w-]+\/?$/,
  'www.youtube-nocookie.com': /^\/embed\/[\w-]+\/?$/,
  'player.vimeo.com': /^\/video\/\d+\/?$/,
};

/** What an allowed embed may do: run its player, go full screen, open its own site. */
export const EMBED_SANDBOX = [
  'allow-scripts',
  'allow-same-origin',
  'allow-presentation',
  'allow-popups',
  'allow-popups-to-escape-sandbox',
].join(' ');
const EMBED_ALLOW = ['encrypted-media', 'picture-in-picture', 'fullscreen'].join('; ');
/**
 * The players get the dashboard's origin and nothing more: YouTube's player may refuse to
 * play without a referrer (its "Error 153"), and the page's own `Referrer-Policy:
 * no-referrer` (docs/decisions/015) would otherwise send none.
 */
const EMBED_REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** The URL schemes a link or media source may use. */
export const SAFE_URL_SCHEMES: ReadonlySet<string> = new Set(['http', 'https', 'mailto', 'tel']);
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'xlink:href',
  'action',
  'formaction',
  'poster',
  'cite',
  'longdesc',
  'background',
]);

/**
 * Whether a URL may be used in a link or as a media source: absolute http(s), mailto or tel.
 * A relative URL is refused too: it was written for the site, and here it would resolve
 * against the dashboard. Browsers ignore control characters and whitespace inside a scheme
 * (`jav&#x09;ascript:`), so they are dropped before the scheme is read.
 */
export function isSafeUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- exactly the characters browsers skip
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]+/g, '').toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact)?.[1];
  return scheme !== undefined && SAFE_URL_SCHEMES.has(scheme);
}

/** Whether an iframe `src` points at one of the trusted embed players, over https. */
export function isAllowedEmbed(src: string): boolean {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return false;
  }
  const path = EMBED_PLAYERS[url.hostname];
  return (
    url.protocol === 'https:' &&
    url.port === '' &&
    url.username === '' &&
    url.password === '' &&
    path !== undefined &&
    path.test(url.pathname)
  );
}

/** Elements that fetch something as the page renders: each is told to send no referrer. */
const MEDIA_TAGS = new Set(['img', 'video', 'audio', 'source']);
/** Elements that navigate somewhere when clicked. */
const LINK_TAGS = new Set(['a', 'area']);
const NO_REFERRER = 'no-referrer';
const LINK_REL = ['noopener', 'noreferrer'].join(' ');

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  ADD_TAGS: ['iframe'],
  // Not `referrerpolicy`: the author's value is dropped and ours set (see the hook below).
  ADD_ATTR: ['target', 'allow', 'allowfullscreen', 'sandbox', 'loading'],
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'optgroup',
    'fieldset',
    'label',
    'datalist',
    'output',
    'dialog',
    'template',
    'slot',
  ],
  // `id`/`name` could clobber the page's own ids; `style`, and `class` with the console's own
  // utility classes, can overlay the whole page; `popover*`/`command*` open the top layer.
  FORBID_ATTR: [
    'style',
    'class',
    'id',
    'name',
    'srcset',
    'formaction',
    'action',
    'autofocus',
    'tabindex',
    'popover',
    'popovertarget',
    'popovertargetaction',
    'command',
    'commandfor',
  ],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
};

function createSanitizer() {
  const purify = DOMPurify(window);

  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    // DOMPurify lets `data:` through for images; `isSafeUrl` refuses it everywhere.
    if (URL_ATTRIBUTES.has(data.attrName) && !isSafeUrl(data.attrValue)) data.keepAttr = false;
  });

  purify.addHook('afterSanitizeAttributes', (node) => {
    // In lower case, as HTML's elements are named in the tree (`localName`).
    const tag = node.tagName.toLowerCase();
    if (LINK_TAGS.has(tag)) {
      if (node.hasAttribute('href')) {
        // eslint-disable-next-line lingui/no-unlocalized-strings -- a browsing context's keyword
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', LINK_REL);
        node.setAttribute('referrerpolicy', NO_REFERRER);
      } else {
        node.removeAttribute('target');
        node.removeAttribute('rel');
      }
      return;
    }
    if (tag === 'img' && !node.hasAttribute('src')) {
      node.remove();
      return;
    }
    if (tag === 'iframe' && !isAllowedEmbed(node.getAttribute('src') ?? '')) {
      node.remove();
      return;
    }
    // Browsers fetch `<video>`/`<audio>`/`<source>` under the page's own policy (no referrer,
    // docs/decisions/015); the attribute says the same wherever it is honoured.
    if (MEDIA_TAGS.has(tag)) node.setAttribute('referrerpolicy', NO_REFERRER);
    if (tag === 'img') {
      // Members rarely describe their images; without a description, say nothing rather than
      // have a screen reader spell out the file name.
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    } else if (tag === 'iframe') {
      node.setAttribute('sandbox', EMBED_SANDBOX);
      node.setAttribute('allow', EMBED_ALLOW);
      node.setAttribute('loading', 'lazy');
      node.setAttribute('referrerpolicy', EMBED_REFERRER_POLICY);
      node.removeAttribute('srcdoc');
    }
  });

  return purify;
}

let sanitizer: ReturnType<typeof createSanitizer> | null = null;
const cache = new Map<string, string>();
const CACHE_LIMIT = 1000;

/** Sanitized HTML, safe to insert into the page (see the rules at the top of this file). */
export function sanitizeHtml(html: string): string {
  const cached = cache.get(html);
  if (cached !== undefined) return cached;
  sanitizer ??= createSanitizer();
  const clean = sanitizer.sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false });
  if (cache.size >= CACHE_LIMIT) {
    // Forget the oldest entry: Map keeps insertion order.
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  cache.set(html, clean);
  return clean;
}
