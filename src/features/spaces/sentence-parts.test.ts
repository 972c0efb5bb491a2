import { describe, expect, it } from 'vitest';
import { isolated } from '../../lib/sentence';
import { messageParts } from './sentence-parts';

describe('messageParts', () => {
  it('cuts each isolated name out of a translated sentence, wherever it stands', () => {
    expect(messageParts(`Remove ${isolated('Ana')} from ${isolated('نادي التصميم')}?`)).toEqual([
      'Remove ',
      { name: 'Ana' },
      ' from ',
      { name: 'نادي التصميم' },
      '?',
    ]);
    expect(messageParts(`${isolated('Ana')} ist jetzt Mitglied.`)).toEqual([
      { name: 'Ana' },
      ' ist jetzt Mitglied.',
    ]);
    expect(messageParts('No names here.')).toEqual(['No names here.']);
  });
});
