import { escapeHtml } from '../escape';
import { SITE_URL_TOKEN } from '../store/site-url';

/**
 * The small Markdown subset the demo posts are written in (and the demo renders a saved post with), rendered to the HTML the plugin
 * stores in `message_rendered`: paragraphs, `- ` and `1. ` lists, **strong**, *em*, `code`,
 * [links](url) with rel="nofollow", and @username mentions linking to the member's profile.
 * Text is always escaped: only the hostile fixtures carry raw HTML, on purpose.
 */
export interface MentionTarget {
  userId: number;
  username: string;
  displayName: string;
}

const INLINE =
  /\*\*([^*]+)\*\*|\*([^*]+)\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)|@([a-z0-9_.-]*[a-z0-9_-])/gi;

function renderInline(text: string, mentions: ReadonlyMap<string, MentionTarget>): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    html += escapeHtml(text.slice(last, match.index));
    last = match.index + match[0].length;
    const [whole, strong, em, code, linkText, href, username] = match;
    if (strong !== undefined) html += `<strong>${escapeHtml(strong)}</strong>`;
    else if (em !== undefined) html += `<em>${escapeHtml(em)}</em>`;
    else if (code !== undefined) html += `<code>${escapeHtml(code)}</code>`;
    else if (linkText !== undefined && href !== undefined) {
      html += `<a href="${escapeHtml(href)}" rel="nofollow">${escapeHtml(linkText)}</a>`;
    } else {
      const target = username === undefined ? undefined : mentions.get(username.toLowerCase());
      html += target
        ? `<a class="fcom_mention" href="${SITE_URL_TOKEN}/portal/u/${encodeURIComponent(target.username)}">@${escapeHtml(target.displayName)}</a>`
        : escapeHtml(whole);
    }
  }
  return html + escapeHtml(text.slice(last));
}

/** Renders Markdown-subset source to the stored HTML. */
export function renderMarkdown(
  source: string,
  mentions: ReadonlyMap<string, MentionTarget> = new Map(),
): string {
  const blocks = source.split(/\n{2,}/).filter((block) => block.trim() !== '');
  return blocks
    .map((block) => {
      const lines = block.split('\n');
      if (lines.every((line) => line.startsWith('- '))) {
        const items = lines.map((line) => `<li>${renderInline(line.slice(2), mentions)}</li>`);
        return `<ul>${items.join('')}</ul>`;
      }
      if (lines.every((line) => /^\d+\. /.test(line))) {
        const items = lines.map(
          (line) => `<li>${renderInline(line.replace(/^\d+\. /, ''), mentions)}</li>`,
        );
        return `<ol>${items.join('')}</ol>`;
      }
      return `<p>${lines.map((line) => renderInline(line, mentions)).join('<br />')}</p>`;
    })
    .join('\n');
}
