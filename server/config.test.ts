import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, readServerConfig } from './config';

describe('server configuration', () => {
  it('defaults to 127.0.0.1:8787 and ./data', () => {
    expect(readServerConfig([], {})).toMatchObject({
      port: 8787,
      host: '127.0.0.1',
      dataDir: path.resolve('data'),
      distDir: path.resolve('dist'),
      seed: undefined,
    });
  });

  it('reads the environment, and flags win over it', () => {
    const env = {
      PORT: '9000',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/x',
      SEED: '42',
      SEED_USERS: '50',
      SEED_POSTS: '70',
    };
    expect(readServerConfig([], env)).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      dataDir: '/tmp/x',
      seed: 42,
      users: 50,
      posts: 70,
    });
    expect(
      readServerConfig(['--port', '0', '--data-dir', '/tmp/y', '--seed', '7'], env),
    ).toMatchObject({ port: 0, dataDir: '/tmp/y', seed: 7 });
  });

  it('caps connections at 1000, 100 per address, unless told otherwise (docs/decisions/029)', () => {
    expect(readServerConfig([], {})).toMatchObject({
      maxConnections: 1000,
      maxConnectionsPerAddress: 100,
    });
    const env = { MAX_CONNECTIONS: '5000', MAX_CONNECTIONS_PER_ADDRESS: '400' };
    expect(readServerConfig([], env)).toMatchObject({
      maxConnections: 5000,
      maxConnectionsPerAddress: 400,
    });
    expect(readServerConfig(['--max-connections-per-address', '2000'], env)).toMatchObject({
      maxConnectionsPerAddress: 2000,
    });
    expect(() => readServerConfig([], { MAX_CONNECTIONS: '0' })).toThrow(
      new ConfigError('max-connections must be an integer from 1 to 1000000 (got "0").'),
    );
  });

  it('reads the site URL from --site-url or SITE_URL as an origin; none by default', () => {
    expect(readServerConfig([], {}).siteUrl).toBeUndefined();
    expect(readServerConfig([], { SITE_URL: '' }).siteUrl).toBeUndefined();
    expect(readServerConfig([], { SITE_URL: 'https://Desk.Example.com/' }).siteUrl).toBe(
      'https://desk.example.com',
    );
    expect(
      readServerConfig(['--site-url', 'http://10.0.0.5:8080'], { SITE_URL: 'https://a.example' })
        .siteUrl,
    ).toBe('http://10.0.0.5:8080');
  });

  it('refuses a site URL that is not an http(s) origin', () => {
    for (const value of ['desk.example.com', 'ftp://desk.example.com', 'https://x.example/desk']) {
      expect(() => readServerConfig(['--site-url', value], {})).toThrow(ConfigError);
    }
    expect(() => readServerConfig([], { SITE_URL: 'https://u:p@x.example' })).toThrow(
      /site-url must not contain a user name or password/,
    );
  });

  it("reads the site's REST root for its writes, or leaves it to the site's home", () => {
    expect(readServerConfig([], {}).siteRestUrl).toBeUndefined();
    expect(
      readServerConfig([], { SITE_REST_URL: 'https://example.com/blog/wp-json/' }).siteRestUrl,
    ).toBe('https://example.com/blog/wp-json');
    expect(
      readServerConfig(['--site-rest-url', 'http://10.0.0.5:8080/wp-json'], {
        SITE_REST_URL: 'https://a.example/wp-json',
      }).siteRestUrl,
    ).toBe('http://10.0.0.5:8080/wp-json');
    for (const [value, message] of [
      ['example.com/wp-json', /site-rest-url is not a URL/],
      ['ftp://example.com/wp-json', /must start with http/],
      ['https://u:p@example.com/wp-json', /without credentials, query or fragment/],
    ] as const) {
      expect(() => readServerConfig([], { SITE_REST_URL: value })).toThrow(message);
    }
  });

  it('refuses bad values with a clear error', () => {
    expect(() => readServerConfig(['--port', 'http'], {})).toThrow(ConfigError);
    expect(() => readServerConfig([], { PORT: '70000' })).toThrow(/port must be an integer/);
    expect(() => readServerConfig(['--nope'], {})).toThrow(ConfigError);
  });

  it('keeps no local copy unless asked; paces its rebuilds itself unless told how often', () => {
    expect(readServerConfig([], {})).toMatchObject({
      localCopy: true,
      localCopyMinutes: undefined,
      localCopyFollowSeconds: 5,
    });
    expect(readServerConfig([], { LOCAL_COPY: '1', LOCAL_COPY_MINUTES: '5' })).toMatchObject({
      localCopy: true,
      localCopyMinutes: 5,
    });
    expect(readServerConfig(['--local-copy'], { LOCAL_COPY: '0' }).localCopy).toBe(true);
    expect(readServerConfig([], { LOCAL_COPY: 'no' }).localCopy).toBe(false);
    expect(readServerConfig([], { LOCAL_COPY: '0' }).localCopy).toBe(false);
    expect(readServerConfig([], { LOCAL_COPY: ' ' }).localCopy).toBe(true);
    expect(() => readServerConfig([], { LOCAL_COPY: 'maybe' })).toThrow(
      'LOCAL_COPY must be 1 or 0 (got "maybe").',
    );
    expect(() => readServerConfig(['--local-copy-minutes', '0'], {})).toThrow(
      /local-copy-minutes must be an integer from 1 to 1440/,
    );
    expect(readServerConfig([], { LOCAL_COPY_FOLLOW_SECONDS: '0' }).localCopyFollowSeconds).toBe(0);
    expect(
      readServerConfig(['--local-copy-follow-seconds', '30'], { LOCAL_COPY_FOLLOW_SECONDS: '2' })
        .localCopyFollowSeconds,
    ).toBe(30);
    expect(() => readServerConfig([], { LOCAL_COPY_FOLLOW_SECONDS: '1.5' })).toThrow(
      /local-copy-follow-seconds must be an integer from 0 to 3600/,
    );
    expect(readServerConfig([], {}).localCopyTurnMinutes).toBe(5);
    expect(
      readServerConfig(['--local-copy-turn-minutes', '30'], { LOCAL_COPY_TURN_MINUTES: '15' })
        .localCopyTurnMinutes,
    ).toBe(30);
    expect(readServerConfig([], { LOCAL_COPY_TURN_MINUTES: '15' }).localCopyTurnMinutes).toBe(15);
    expect(() => readServerConfig([], { LOCAL_COPY_TURN_MINUTES: '0' })).toThrow(
      /local-copy-turn-minutes must be an integer from 1 to 1440/,
    );
  });
});

describe('QUERY_BUDGET_MS', () => {
  const queryBudgetFromEnv = (env: NodeJS.ProcessEnv) => readServerConfig([], env).queryBudgetMs;

  it('defaults to a few seconds and accepts a whole number of milliseconds', () => {
    expect(queryBudgetFromEnv({})).toBeGreaterThanOrEqual(1000);
    expect(queryBudgetFromEnv({ QUERY_BUDGET_MS: '250' })).toBe(250);
  });

  it('refuses anything else with a message naming it', () => {
    for (const value of ['0', '-5', '1.5', 'soon']) {
      expect(() => queryBudgetFromEnv({ QUERY_BUDGET_MS: value })).toThrow(/QUERY_BUDGET_MS/);
    }
  });
});

describe('UV_THREADPOOL_SIZE', () => {
  it('bounds the password checks run at once, as it bounds the threads that run them', () => {
    expect(readServerConfig([], { UV_THREADPOOL_SIZE: '1' }).verificationConcurrency).toBe(1);
    expect(readServerConfig([], {}).verificationConcurrency).toBeGreaterThanOrEqual(1);
    expect(readServerConfig([], {}).verificationConcurrency).toBeLessThanOrEqual(4);
  });

  it('reads DATABASE_REPLICA and the lag it allows (docs/decisions/041)', () => {
    expect(readServerConfig([], {})).toMatchObject({
      databaseReplica: false,
      replicaMaxLagSeconds: 60,
    });
    expect(
      readServerConfig([], { DATABASE_REPLICA: '1', REPLICA_MAX_LAG_SECONDS: '300' }),
    ).toMatchObject({ databaseReplica: true, replicaMaxLagSeconds: 300 });
    expect(readServerConfig(['--database-replica'], {}).databaseReplica).toBe(true);
    expect(() => readServerConfig([], { REPLICA_MAX_LAG_SECONDS: '0' })).toThrow(ConfigError);
  });
});
