import { Fragment } from 'react';
import { messageParts } from '../message-parts';

/**
 * A translated message, its names (given to it isolated: lib/sentence.ts) each in a `<bdi>`.
 * The message's own element keeps the page's direction: a name written right to left stays one
 * unit and leaves the sentence's order alone.
 */
export function IsolatedText({ message }: { message: string }) {
  return (
    <>
      {messageParts(message).map((part, index) =>
        typeof part === 'string' ? (
          <Fragment key={index}>{part}</Fragment>
        ) : (
          <bdi key={index}>{part.name}</bdi>
        ),
      )}
    </>
  );
}
