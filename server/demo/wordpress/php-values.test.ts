import { unserialize } from 'php-serialize';
import { describe, expect, it } from 'vitest';
import { phpSerialize, serializeJson, toPhpValue } from './php-values';

describe('PHP-serialized values from our JSON', () => {
  it('writes what PHP writes for the values WordPress keeps', () => {
    // As in the real dump (wp_usermeta of users 1 and 2).
    expect(phpSerialize(new Map([['administrator', true]]))).toBe(
      'a:1:{s:13:"administrator";b:1;}',
    );
    expect(phpSerialize([2, 3, 5, 6])).toBe('a:4:{i:0;i:2;i:1;i:3;i:2;i:5;i:3;i:6;}');
    expect(serializeJson('{"preview_data":null}')).toBe('a:1:{s:12:"preview_data";N;}');
    expect(serializeJson('{}')).toBe('a:0:{}');
  });

  it('counts string lengths in UTF-8 bytes, so accents, scripts and emoji round-trip', () => {
    const text = { name: 'José García', rtl: 'ليلى حداد', emoji: '🙂 💬', mixed: 'Zoë & 日本' };
    const serialized = serializeJson(JSON.stringify(text));
    expect(serialized).toContain('s:13:"José García";');
    expect(serialized).toContain(`s:${Buffer.byteLength('🙂 💬')}:"🙂 💬";`);
    expect(unserialize(serialized)).toEqual(text);
  });

  it('turns integer-like keys into integers, as PHP arrays do, and keeps nesting and types', () => {
    expect(serializeJson('{"7":"a","07":"b","-1":"c"}')).toBe(
      'a:3:{i:7;s:1:"a";s:2:"07";s:1:"b";i:-1;s:1:"c";}',
    );
    const nested = { list: [1, 2.5, true, null], map: { inner: { deep: 'x' } } };
    expect(unserialize(serializeJson(JSON.stringify(nested)))).toEqual(nested);
  });

  it('passes every string through the mapper, keys excepted, before lengths are counted', () => {
    const value = toPhpValue(
      { '{{site_url}}': '{{site_url}}/a.png', list: ['{{site_url}}'] },
      (text) => text.replaceAll('{{site_url}}', 'https://example.org'),
    );
    expect(phpSerialize(value)).toBe(
      'a:2:{s:12:"{{site_url}}";s:25:"https://example.org/a.png";s:4:"list";a:1:{i:0;s:19:"https://example.org";}}',
    );
  });
});
