/**
 * WordPress's wpautop() for plain text, as the plugin renders a space's description
 * (`description_rendered`): paragraphs at blank lines, each `<p>…</p>` on its own line,
 * single line breaks as `<br />`. Block-level HTML inside the text is not recognised (real
 * sites leave it unwrapped); the demo's descriptions and the plugin's plain ones have none.
 */
export function wpautop(text: string): string {
  if (text.trim() === '') return '';
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .filter((paragraph) => paragraph.trim() !== '')
    .map(
      (paragraph) =>
        `<p>${paragraph.replace(/^\n+|\n+$/g, '').replace(/[ \t]*\n/g, '<br />\n')}</p>\n`,
    )
    .join('');
}
