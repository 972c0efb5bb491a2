import { Fragment } from 'react';
import type { SentencePart } from '../lib/sentence';

/**
 * A sentence of ours in the page's direction, each name or title in it isolated in a `<bdi>`
 * (lib/sentence.ts says why). The sentence's own element keeps the page's direction: no
 * `dir="auto"` around it, which would let its first name turn the whole sentence around.
 */
export function Sentence({ parts }: { parts: readonly SentencePart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        typeof part === 'string' ? (
          <Fragment key={index}>{part}</Fragment>
        ) : (
          <bdi key={index}>{part.name}</bdi>
        ),
      )}
    </>
  );
}
