import { describe, expect, it } from 'vitest';
import {
  BadTargetError,
  connectionFailureMessage,
  describeTarget,
  parseMysqlUrl,
} from './mysql-target';

describe('the database URL', () => {
  it('reads user, password, host, port, database and an optional socket', () => {
    expect(parseMysqlUrl('mysql://bob:p%40ss%3Aw@db.example:3307/community')).toEqual({
      host: 'db.example',
      port: 3307,
      user: 'bob',
      password: 'p@ss:w',
      database: 'community',
      socketPath: undefined,
    });
    expect(parseMysqlUrl('mariadb://root@localhost/wp?socket=/tmp/my.sock')).toMatchObject({
      port: 3306,
      password: '',
      socketPath: '/tmp/my.sock',
    });
  });

  it('refuses what is not a usable MySQL URL, with one line each', () => {
    for (const [url, message] of [
      ['not a url', /must look like mysql:\/\//],
      ['http://u:p@h/db', /must start with mysql:\/\//],
      ['mysql://u:p@h:3306/', /must name a database/],
      ['mysql://h:3306/db', /must name a user/],
      ['mysql://u:%E0%A4%A@h/db', /password is not valid percent-encoding/],
    ] as const) {
      expect(() => parseMysqlUrl(url)).toThrow(BadTargetError);
      expect(() => parseMysqlUrl(url)).toThrow(message);
    }
  });
});

describe('messages about the target', () => {
  const target = parseMysqlUrl('mysql://bob:hunter2@db.example:3307/community');

  it('name it without the password', () => {
    expect(describeTarget(target)).toBe('bob@db.example:3307/community');
  });

  it('say what went wrong in one line, by cause, and never show the password', () => {
    const cases: [unknown, RegExp][] = [
      [Object.assign(new Error('x'), { code: 'ECONNREFUSED' }), /connection refused\.$/],
      [Object.assign(new Error('x'), { code: 'ENOTFOUND' }), /unknown host\.$/],
      [
        Object.assign(new Error('x'), { code: 'ER_ACCESS_DENIED_ERROR' }),
        /^Access denied for bob@/,
      ],
      [Object.assign(new Error('x'), { code: 'ER_BAD_DB_ERROR' }), /community does not exist/],
      [
        new Error('odd failure mentioning hunter2\nand a second line'),
        /failed: odd failure mentioning \*\*\*$/,
      ],
    ];
    for (const [error, message] of cases) {
      const line = connectionFailureMessage(error, target);
      expect(line).toMatch(message);
      expect(line).not.toContain('hunter2');
      expect(line).not.toContain('\n');
    }
  });
});
