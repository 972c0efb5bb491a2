/**
 * The text of a post or comment body (`message_rendered`, HTML written by members) for a
 * one-line preview: tags dropped, entities decoded, whitespace collapsed, cut at `limit`
 * characters with an ellipsis. The HTML is parsed into an inert document (DOMParser runs no
 * script and loads nothing) and only its text comes out, which React then escapes: nothing of
 * it reaches the page as HTML.
 */
const HIDDEN = ['script', 'style', 'template', 'noscript', 'iframe', 'object', 'svg', 'math'].join(
  ', ',
);

export function htmlToText(html: string, limit = 140): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  // Their contents are code or markup, never text a reader sees.
  for (const hidden of body.querySelectorAll(HIDDEN)) hidden.remove();
  // Block ends become spaces, so "<p>One</p><p>Two</p>" reads "One Two", not "OneTwo".
  for (const block of body.querySelectorAll('p, br, li, div, h1, h2, h3, h4, h5, h6, blockquote')) {
    block.append(' ');
  }
  const text = (body.textContent ?? '').replace(/\s+/g, ' ').trim();
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > limit * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
