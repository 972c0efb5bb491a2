import { describe, expect, it } from 'vitest';
import { isolatedName } from '../../test/isolated-text';
import { messageParts } from './message-parts';

describe('messageParts', () => {
  it('makes each isolated name a part of its own, wherever the translation put it', () => {
    expect(
      messageParts(`Pinned “${isolatedName('Weekly')}” on top of ${isolatedName('عام')}.`),
    ).toEqual(['Pinned “', { name: 'Weekly' }, '” on top of ', { name: 'عام' }, '.']);
    // A German order: the name first.
    expect(messageParts(`${isolatedName('نورة')} hat reagiert.`)).toEqual([
      { name: 'نورة' },
      ' hat reagiert.',
    ]);
  });

  it('leaves a message without names whole', () => {
    expect(messageParts('No reactions yet.')).toEqual(['No reactions yet.']);
  });
});
