import { describe, expect, it } from 'vitest';
import {
  PhpSerializedError,
  maybeUnserialize,
  parseApplicationPasswords,
  parseCapabilities,
  parsePhpSerialized,
  serializedMapAsJson,
} from './php-serialized';

/** Values copied verbatim from the FluentCommunity 2.8.1 dump (test/fixtures/wordpress). */
const DUMP = {
  applicationPasswords:
    'a:1:{i:0;a:7:{s:4:"uuid";s:36:"0649491b-dd09-446a-aad9-17adda85ad6c";s:6:"app_id";s:0:"";s:4:"name";s:14:"community-desk";s:8:"password";s:34:"$P$BsveGmVJ1mm1/Uni8ypEmIWVHeMG0U1";s:7:"created";i:1795399894;s:9:"last_used";i:1795400028;s:7:"last_ip";s:9:"127.0.0.1";}}',
  adminCapabilities: 'a:1:{s:13:"administrator";b:1;}',
  subscriberCapabilities: 'a:1:{s:10:"subscriber";b:1;}',
  spaceIds: 'a:5:{i:0;i:2;i:1;i:3;i:2;i:4;i:3;i:5;i:4;i:6;}',
  xprofileMeta:
    'a:5:{s:7:"website";s:33:"https://olivia-martin.example.org";s:11:"cover_photo";s:0:"";s:26:"short_description_rendered";s:80:"<p>Product designer. I love <strong>design systems</strong> and good coffee.</p>";s:12:"social_links";a:3:{s:7:"twitter";s:14:"@olivia_martin";s:8:"linkedin";s:13:"olivia-martin";s:9:"instagram";s:12:"oliviamartin";}s:10:"badge_slug";a:1:{i:0;s:10:"early-bird";}}',
  spaceSettings:
    'a:18:{s:5:"emoji";s:4:"💬";s:20:"restricted_post_only";s:2:"no";s:18:"verified_post_only";s:2:"no";s:16:"can_request_join";s:2:"no";s:13:"show_paywalls";s:2:"no";s:12:"show_sidebar";s:2:"no";s:18:"hide_members_count";s:2:"no";s:16:"document_library";s:2:"no";s:13:"media_gallery";s:2:"no";s:20:"disable_post_sort_by";s:2:"no";s:20:"disable_layout_style";s:2:"no";s:9:"shape_svg";s:0:"";s:18:"custom_lock_screen";s:2:"no";s:20:"default_post_sort_by";s:0:"";s:23:"default_comment_sort_by";s:0:"";s:12:"media_access";s:12:"members_only";s:15:"document_access";s:12:"members_only";s:15:"document_upload";s:10:"admin_only";}',
  postMetaWithNull: 'a:1:{s:12:"preview_data";N;}',
  surveyPostMeta:
    'a:2:{s:12:"preview_data";N;s:13:"survey_config";a:3:{s:4:"type";s:13:"single_choice";s:7:"options";a:3:{i:0;a:3:{s:5:"label";s:5:"Figma";s:4:"slug";s:5:"opt_1";s:11:"vote_counts";i:5;}i:1;a:3:{s:5:"label";s:6:"Sketch";s:4:"slug";s:5:"opt_2";s:11:"vote_counts";i:2;}i:2;a:3:{s:5:"label";s:6:"Penpot";s:4:"slug";s:5:"opt_3";s:11:"vote_counts";i:2;}}s:8:"end_date";s:0:"";}}',
  commentMeta: 'a:0:{}',
};

/** serialize() for a PHP string: the length is in UTF-8 bytes, not characters. */
function phpString(text: string): string {
  return `s:${Buffer.byteLength(text, 'utf8')}:"${text}";`;
}

function expectPhpSerializedError(run: () => unknown, message?: RegExp): PhpSerializedError {
  let caught: unknown;
  try {
    run();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(PhpSerializedError);
  if (message) expect((caught as Error).message).toMatch(message);
  return caught as PhpSerializedError;
}

describe('parsePhpSerialized on values from the dump', () => {
  it('reads a user’s space ids as a list of numbers', () => {
    expect(parsePhpSerialized(DUMP.spaceIds)).toEqual([2, 3, 4, 5, 6]);
  });

  it('reads nested profile meta: maps inside maps, lists inside maps', () => {
    expect(parsePhpSerialized(DUMP.xprofileMeta)).toEqual({
      website: 'https://olivia-martin.example.org',
      cover_photo: '',
      short_description_rendered:
        '<p>Product designer. I love <strong>design systems</strong> and good coffee.</p>',
      social_links: {
        twitter: '@olivia_martin',
        linkedin: 'olivia-martin',
        instagram: 'oliviamartin',
      },
      badge_slug: ['early-bird'],
    });
  });

  it('reads space settings holding an emoji (4 bytes, 1 code point)', () => {
    const settings = parsePhpSerialized(DUMP.spaceSettings) as Record<string, unknown>;
    expect(settings.emoji).toBe('💬');
    expect(settings.document_upload).toBe('admin_only');
    expect(Object.keys(settings)).toHaveLength(18);
  });

  it('reads N; as null, and a list of maps inside a map', () => {
    expect(parsePhpSerialized(DUMP.postMetaWithNull)).toEqual({ preview_data: null });
    expect(parsePhpSerialized(DUMP.surveyPostMeta)).toEqual({
      preview_data: null,
      survey_config: {
        type: 'single_choice',
        options: [
          { label: 'Figma', slug: 'opt_1', vote_counts: 5 },
          { label: 'Sketch', slug: 'opt_2', vote_counts: 2 },
          { label: 'Penpot', slug: 'opt_3', vote_counts: 2 },
        ],
        end_date: '',
      },
    });
  });

  it('reads an empty PHP array as an empty list', () => {
    expect(parsePhpSerialized(DUMP.commentMeta)).toEqual([]);
  });
});

describe('parsePhpSerialized on scalars, keys and text', () => {
  it('reads every scalar type', () => {
    expect(parsePhpSerialized('N;')).toBeNull();
    expect(parsePhpSerialized('b:1;')).toBe(true);
    expect(parsePhpSerialized('b:0;')).toBe(false);
    expect(parsePhpSerialized('i:-42;')).toBe(-42);
    expect(parsePhpSerialized('d:0.5;')).toBe(0.5);
    expect(parsePhpSerialized('d:1.0E+25;')).toBe(1e25);
    expect(parsePhpSerialized('s:0:"";')).toBe('');
    expect(parsePhpSerialized('s:5:"a"b;c";')).toBe('a"b;c');
  });

  it('keeps integers beyond 2^53 as decimal strings, and normalises odd spellings', () => {
    expect(parsePhpSerialized('i:9223372036854775807;')).toBe('9223372036854775807');
    expect(parsePhpSerialized('i:007;')).toBe(7);
  });

  it('round-trips multi-byte text: accents, CJK, emoji, measured in UTF-8 bytes', () => {
    for (const text of [
      'José García',
      'Zoë Bergström',
      '日本語のテキスト',
      '🚀',
      '👩‍💻 déjà vu 中文',
    ]) {
      expect(parsePhpSerialized(phpString(text))).toBe(text);
      expect(parsePhpSerialized(`a:1:{s:4:"name";${phpString(text)}}`)).toEqual({ name: text });
    }
    expect(phpString('🚀')).toBe('s:4:"🚀";');
  });

  it('makes arrays keyed 0..n-1 in order lists, and every other array a map', () => {
    expect(parsePhpSerialized('a:2:{i:0;s:1:"a";i:1;s:1:"b";}')).toEqual(['a', 'b']);
    expect(parsePhpSerialized('a:2:{i:1;s:1:"a";i:2;s:1:"b";}')).toEqual({ 1: 'a', 2: 'b' });
    expect(parsePhpSerialized('a:2:{i:1;s:1:"b";i:0;s:1:"a";}')).toEqual({ 0: 'a', 1: 'b' });
    expect(parsePhpSerialized('a:2:{i:7;b:1;s:3:"key";i:-1;}')).toEqual({ 7: true, key: -1 });
    expect(parsePhpSerialized('a:1:{i:0;a:1:{i:0;a:1:{s:1:"x";a:0:{}}}}')).toEqual([[{ x: [] }]]);
  });

  it('returns plain objects with ordinary prototypes, even for keys named like built-ins', () => {
    const value = parsePhpSerialized('a:2:{s:11:"constructor";i:1;s:8:"toString";i:2;}');
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(value).toEqual({ constructor: 1, toString: 2 });
  });
});

describe('PHP objects', () => {
  it('reads a stdClass object as a plain map of its properties', () => {
    const value = parsePhpSerialized(
      'O:8:"stdClass":3:{s:4:"name";s:4:"Zoë";s:5:"count";i:3;s:4:"tags";a:1:{i:0;s:1:"x";}}',
    );
    expect(value).toEqual({ name: 'Zoë', count: 3, tags: ['x'] });
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
  });

  it('rejects every other class, and Serializable (C:) payloads', () => {
    expectPhpSerializedError(
      () => parsePhpSerialized('O:7:"WP_Post":1:{s:2:"ID";i:1;}'),
      /class "WP_Post" is not supported/,
    );
    expectPhpSerializedError(
      () => parsePhpSerialized('O:11:"constructor":0:{}'),
      /class "constructor"/,
    );
    expectPhpSerializedError(
      () => parsePhpSerialized('a:1:{i:0;O:8:"StdKlass":0:{}}'),
      /not supported/,
    );
    // Top-level C: is not even is_serialized() to WordPress; nested, php-serialize meets it.
    expectPhpSerializedError(() => parsePhpSerialized('C:8:"stdClass":4:{abcd}'));
    expectPhpSerializedError(
      () => parsePhpSerialized('a:1:{i:0;C:8:"stdClass":4:{abcd}}'),
      /Serializable object \(C:\)/,
    );
  });
});

describe('malformed values', () => {
  const malformed: Record<string, string> = {
    'byte length too long': 's:6:"José";',
    'byte length counted in characters': 's:4:"José";',
    'emoji counted as one': 's:1:"🚀";',
    'truncated string': 's:10:"abc',
    'truncated array': 'a:2:{i:0;s:1:"a";i:1;s:1:"b";',
    'array shorter than its count': 'a:2:{i:0;s:1:"a";}',
    'array longer than its count': 'a:1:{i:0;s:1:"a";i:1;s:1:"b";}',
    'unknown type': 'a:1:{i:0;x:1;}',
    'integer that is not a number': 'a:1:{i:0;i:abc;}',
    'plain text': 'hello world',
    JSON: '{"a":1}',
    empty: '',
    'trailing text': 'a:0:{}trailing',
    'leading space': ' a:0:{}',
    'infinite float': 'a:1:{i:0;d:INF;}',
    'float overflowing to infinity': 'd:1.0E+999;',
  };

  for (const [what, text] of Object.entries(malformed)) {
    it(`rejects ${what} with PhpSerializedError`, () => {
      expectPhpSerializedError(() => parsePhpSerialized(text));
    });
  }

  it('says where it broke, never what the value held', () => {
    const secret = '$P$BsveGmVJ1mm1/Uni8ypEmIWVHeMG0U1';
    const error = expectPhpSerializedError(
      () => parsePhpSerialized(`a:1:{s:8:"password";s:99:"${secret}";}`),
      /malformed PHP-serialized value at byte \d+ \(\d+ bytes\)/,
    );
    expect(error.message).not.toContain('BsveGm');
    const bigIntError = expectPhpSerializedError(() =>
      parsePhpSerialized(`a:1:{i:0;i:${secret.replace(/\$/g, '')};}`),
    );
    expect(bigIntError.message).not.toContain('BsveGm');
  });

  it('refuses __proto__ keys instead of letting them replace the prototype', () => {
    for (const text of [
      'a:1:{s:9:"__proto__";a:1:{s:13:"administrator";b:1;}}',
      'a:1:{s:9:"__proto__";s:1:"x";}',
      'O:8:"stdClass":1:{s:14:"\0*\0__proto__";a:0:{}}',
    ]) {
      expectPhpSerializedError(() => parsePhpSerialized(text), /__proto__/);
    }
  });

  it('turns runaway nesting into PhpSerializedError', () => {
    const depth = 20_000;
    const text = 'a:1:{i:0;'.repeat(depth) + 'N;' + '}'.repeat(depth);
    expectPhpSerializedError(() => parsePhpSerialized(text), /nested too deeply/);
  });
});

describe('maybeUnserialize', () => {
  it('parses serialized values, as WordPress does', () => {
    expect(maybeUnserialize(DUMP.spaceIds)).toEqual([2, 3, 4, 5, 6]);
    expect(maybeUnserialize('N;')).toBeNull();
    expect(maybeUnserialize('b:0;')).toBe(false);
    expect(maybeUnserialize(`  ${DUMP.adminCapabilities}\n`)).toEqual({ administrator: true });
  });

  it('returns everything else as it is', () => {
    for (const text of ['', 'plain text', '{"a":1}', '42', 'a:b', 'i:5', 's:3:"abc"', 'x:1;']) {
      expect(maybeUnserialize(text)).toBe(text);
    }
    expect(maybeUnserialize(null)).toBeNull();
  });

  it('throws PhpSerializedError on text that looks serialized but is broken', () => {
    expectPhpSerializedError(() => maybeUnserialize('s:9:"José";'));
  });
});

describe('serializedMapAsJson', () => {
  it('turns a serialized map into JSON object text', () => {
    expect(JSON.parse(serializedMapAsJson(DUMP.xprofileMeta))).toEqual(
      parsePhpSerialized(DUMP.xprofileMeta),
    );
    expect(serializedMapAsJson(DUMP.postMetaWithNull)).toBe('{"preview_data":null}');
    expect(JSON.parse(serializedMapAsJson(DUMP.spaceSettings))).toMatchObject({ emoji: '💬' });
  });

  it('reads empty columns as an empty map', () => {
    for (const text of [null, '', '  ', DUMP.commentMeta, '[]', '{}']) {
      expect(serializedMapAsJson(text)).toBe('{}');
    }
  });

  it('passes a JSON object through, as some writers leave one', () => {
    expect(serializedMapAsJson('{"website":"https://x.example","n":[1,2]}')).toBe(
      '{"website":"https://x.example","n":[1,2]}',
    );
  });

  it('refuses values that are not maps, and malformed ones', () => {
    for (const text of [
      DUMP.spaceIds,
      's:5:"hello";',
      'N;',
      '[1,2]',
      '"text"',
      'plain text',
      '{"broken":',
      'a:1:{s:3:"key";s:9:"too long";}',
    ]) {
      expectPhpSerializedError(() => serializedMapAsJson(text));
    }
  });
});

describe('parseApplicationPasswords', () => {
  it('reads the dump’s admin application password', () => {
    expect(parseApplicationPasswords(DUMP.applicationPasswords)).toEqual([
      {
        uuid: '0649491b-dd09-446a-aad9-17adda85ad6c',
        name: 'community-desk',
        hash: '$P$BsveGmVJ1mm1/Uni8ypEmIWVHeMG0U1',
        created: 1795399894,
      },
    ]);
  });

  it('reads entries left keyed 1.. after WordPress revoked entry 0', () => {
    const text =
      'a:1:{i:1;a:3:{s:4:"uuid";s:1:"b";s:4:"name";s:3:"CLI";s:8:"password";s:9:"$generic$";}}';
    expect(parseApplicationPasswords(text)).toEqual([
      { uuid: 'b', name: 'CLI', hash: '$generic$', created: null },
    ]);
  });

  it('skips entries without a string password', () => {
    const text =
      'a:4:{i:0;a:2:{s:4:"uuid";s:1:"a";s:8:"password";N;}i:1;s:4:"junk";' +
      'i:2;a:1:{s:4:"uuid";s:1:"c";}i:3;a:2:{s:4:"uuid";s:1:"d";s:8:"password";s:3:"$P$";}}';
    expect(parseApplicationPasswords(text)).toEqual([
      { uuid: 'd', name: '', hash: '$P$', created: null },
    ]);
  });

  it('reads an empty value as no passwords, and refuses malformed ones', () => {
    expect(parseApplicationPasswords('')).toEqual([]);
    expect(parseApplicationPasswords('a:0:{}')).toEqual([]);
    expectPhpSerializedError(() => parseApplicationPasswords('s:4:"oops";'), /array of entries/);
    expectPhpSerializedError(() =>
      parseApplicationPasswords(DUMP.applicationPasswords.slice(0, -2)),
    );
  });
});

describe('parseCapabilities', () => {
  it('reads the dump’s roles', () => {
    expect(parseCapabilities(DUMP.adminCapabilities)).toEqual(['administrator']);
    expect(parseCapabilities(DUMP.subscriberCapabilities)).toEqual(['subscriber']);
  });

  it('leaves out roles whose value is false', () => {
    expect(
      parseCapabilities(
        'a:4:{s:6:"editor";b:1;s:6:"author";b:0;s:11:"contributor";i:0;s:3:"vip";i:1;}',
      ),
    ).toEqual(['editor', 'vip']);
  });

  it('reads empty values as no roles, and refuses what is not a map', () => {
    expect(parseCapabilities('')).toEqual([]);
    expect(parseCapabilities('a:0:{}')).toEqual([]);
    expectPhpSerializedError(() => parseCapabilities('a:1:{i:0;s:13:"administrator";}'));
    expectPhpSerializedError(() => parseCapabilities('administrator'));
  });
});
