/**
 * An element's text in DOM order with each `<bdi>` in brackets ("[Ana] and [Ben] reacted."):
 * which names are isolated, and that the sentence around them keeps its order.
 */
export function isolatedText(element: Element): string {
  const walk = (node: Node): string =>
    node instanceof Element && node.tagName === 'BDI'
      ? `[${node.textContent}]`
      : node instanceof Element
        ? Array.from(node.childNodes, walk).join('')
        : (node.textContent ?? '');
  return walk(element);
}

/**
 * A name as it reads where it is isolated in plain text (an attribute, an option's text, the
 * document's title): between U+2068 FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE.
 * Written out here rather than taken from the app, so a name the app stops isolating fails.
 */
export function isolatedName(name: string): string {
  return `\u2068${name}\u2069`;
}
