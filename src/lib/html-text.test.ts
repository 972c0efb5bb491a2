import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-text';

describe('htmlToText', () => {
  it('keeps the text of the HTML, one space between blocks', () => {
    expect(htmlToText('<p>Hello <em>there</em>,</p><p>second&nbsp;line &amp; more</p>')).toBe(
      'Hello there, second line & more',
    );
    expect(htmlToText('<ul><li>one</li><li>two</li></ul>one<br>two')).toBe('one two one two');
  });

  it('runs nothing and keeps markup as text only', () => {
    const text = htmlToText(
      '<img src=x onerror="window.__ran = true"><script>window.__ran = true</script>&lt;b&gt;hi',
    );
    expect(text).toBe('<b>hi');
    expect((window as { __ran?: boolean }).__ran).toBeUndefined();
  });

  it('cuts long text at a word, with an ellipsis', () => {
    const long = `<p>${'word '.repeat(60)}</p>`;
    const text = htmlToText(long, 40);
    expect(text.length).toBeLessThanOrEqual(41);
    expect(text).toMatch(/^word( word)*…$/);
    expect(htmlToText('<p>short</p>', 40)).toBe('short');
  });

  it('cuts a text without spaces where it must', () => {
    expect(htmlToText('a'.repeat(50), 10)).toBe(`${'a'.repeat(10)}…`);
  });
});
