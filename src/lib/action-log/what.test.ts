import { msg } from '@lingui/core/macro';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale, loadMessages } from '../i18n/activate-locale';
import { sentenceOf } from './what';

describe('sentenceOf', () => {
  beforeAll(() => loadMessages('app'));
  afterEach(() => activateLocale('en'));

  const removed = () => {
    const member = 'نورة';
    const space = 'Design Club';
    return sentenceOf(msg`Removed ${member} from ${space}`, ['member', 'space']);
  };

  it('keeps the names apart, in the order of the language shown', async () => {
    expect(removed()).toEqual(['Removed ', { name: 'نورة' }, ' from ', { name: 'Design Club' }]);
    await activateLocale('de');
    expect(removed()).toEqual([{ name: 'نورة' }, ' aus ', { name: 'Design Club' }, ' entfernt']);
  });

  it('splices a sentence made already into another', () => {
    const what = removed();
    expect(sentenceOf(msg({ message: `Undo: ${what}` }), ['what'])).toEqual([
      'Undo: ',
      'Removed ',
      { name: 'نورة' },
      ' from ',
      { name: 'Design Club' },
    ]);
  });
});
