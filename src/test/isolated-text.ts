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
