import { describe, expect, it } from 'vitest';
import { EMBED_SANDBOX, isAllowedEmbed, isSafeUrl, sanitizeHtml } from './sanitize';

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
      expect(attribute.name).not.toBe('style');
      expect(attribute.name).not.toBe('srcdoc');
      if (URL_ATTRIBUTES.includes(attribute.name.toLowerCase())) {
        // eslint-disable-next-line no-control-regex
        const compact = attribute.value.replace(/[\u0000-\u0020]+/g, '').toLowerCase();
        expect(compact, `${element.tagName} ${attribute.name}`).not.toMatch(
          /^(javascript|vbscript|data):/,
        );
      }
    }
  }
  for (const iframe of root.querySelectorAll('iframe')) {
    expect(isAllowedEmbed(iframe.getAttribute('src') ?? '')).toBe(true);
    expect(iframe.getAttribute('sandbox')).toBe(EMBED_SANDBOX);
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
  'html comment breakout': '<!--<img src="--><img src=x onerror=alert(1)//">',
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

  it('opens links in a new tab without an opener or referrer', () => {
    const link = sanitizedDom(
      '<a href="https://example.com/docs" rel="nofollow">docs</a>',
    ).querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.com/docs');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
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
    expect(iframe?.getAttribute('sandbox')).toBe(EMBED_SANDBOX);
    expect(iframe?.getAttribute('loading')).toBe('lazy');
    expect(iframe?.getAttribute('title')).toBe('Designing for accessibility');
  });

  it('keeps youtube-nocookie and Vimeo players', () => {
    const root = sanitizedDom(
      '<iframe src="https://www.youtube-nocookie.com/embed/abc"></iframe><iframe src="https://player.vimeo.com/video/123"></iframe>',
    );
    expect(root.querySelectorAll('iframe')).toHaveLength(2);
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

  it('returns the same string for the same input (sanitized once)', () => {
    const html = '<p>cached <b>x</b></p>';
    expect(sanitizeHtml(html)).toBe(sanitizeHtml(html));
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
  ])('isSafeUrl(%j) is %s', (url, expected) => {
    expect(isSafeUrl(url)).toBe(expected);
  });

  it('isAllowedEmbed accepts the players and nothing that merely looks like them', () => {
    expect(isAllowedEmbed('https://www.youtube.com/embed/abc?feature=oembed')).toBe(true);
    expect(isAllowedEmbed('https://player.vimeo.com/video/76979871')).toBe(true);
    expect(isAllowedEmbed('https://youtube.com/embed/abc')).toBe(false);
    expect(isAllowedEmbed('https://www.youtube.com:8443/embed/abc')).toBe(false);
    expect(isAllowedEmbed('https://user@www.youtube.com/embed/abc')).toBe(false);
    expect(isAllowedEmbed('https://player.vimeo.com/api/x')).toBe(false);
    expect(isAllowedEmbed('not a url')).toBe(false);
  });
});
