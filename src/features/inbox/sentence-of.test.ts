import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { sentenceOf } from './sentence-of';

describe('sentenceOf', () => {
  it('keeps the names of a message apart, where the message puts them', () => {
    const name = 'نورة';
    const space = 'Design Club';
    expect(sentenceOf(msg`Approved ${name} in ${space}.`, ['name', 'space'])).toEqual([
      'Approved ',
      { name: 'نورة' },
      ' in ',
      { name: 'Design Club' },
      '.',
    ]);
    expect(
      sentenceOf(msg`${name} is no longer a member of ${space}; they can ask to join again.`, [
        'name',
        'space',
      ]),
    ).toEqual([
      { name: 'نورة' },
      ' is no longer a member of ',
      { name: 'Design Club' },
      '; they can ask to join again.',
    ]);
  });
});
