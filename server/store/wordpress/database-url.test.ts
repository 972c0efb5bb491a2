import { describe, expect, it } from 'vitest';
import { checkTablePrefix, parseDatabaseUrl } from './database-url';

describe('parseDatabaseUrl', () => {
  it('reads user, password, host, port and database, percent-decoded', () => {
    expect(parseDatabaseUrl('mysql://reader:p%40ss%3Aw0rd@db.example:3307/community')).toEqual({
      host: 'db.example',
      port: 3307,
      user: 'reader',
      password: 'p@ss:w0rd',
      database: 'community',
      describe: 'reader@db.example:3307/community',
    });
  });

  it('defaults the port to 3306, accepts mariadb:// and IPv6 hosts', () => {
    expect(parseDatabaseUrl('mariadb://u:p@[::1]/db')).toMatchObject({ host: '::1', port: 3306 });
  });

  it.each([
    ['not a url', 'DATABASE_URL is not a URL'],
    ['postgres://u:p@h/db', 'must start with mysql:// or mariadb://'],
    ['mysql://u:p@h', 'must name one database'],
    ['mysql://u:p@h/a/b', 'must name one database'],
    ['mysql://h/db', 'has no user name'],
    ['mysql://u:%E0%A4%A@h/db', "DATABASE_URL's password is not valid percent-encoding"],
  ])('refuses %s with a sentence naming the fix', (value, message) => {
    expect(() => parseDatabaseUrl(value)).toThrow(message);
  });

  it('never puts the password in a message or in describe', () => {
    const address = parseDatabaseUrl('mysql://u:TopSecret@h/db');
    expect(address.describe).not.toContain('TopSecret');
    expect(() => parseDatabaseUrl('mysql://u:TopSecret@h')).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('TopSecret') as string }),
    );
  });
});

describe('checkTablePrefix', () => {
  it('accepts what wp-config.php allows and refuses anything that could reach SQL', () => {
    expect(checkTablePrefix('wp_')).toBe('wp_');
    expect(checkTablePrefix('site2_')).toBe('site2_');
    expect(() => checkTablePrefix('wp_; DROP TABLE x')).toThrow(/letters, digits and underscores/);
    expect(() => checkTablePrefix('')).toThrow(/letters, digits and underscores/);
  });
});
