import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config.js';

const KEY = 'ab'.repeat(32);

function problemsOf(env: Record<string, string>): string[] {
  try {
    parseConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).problems;
  }
  throw new Error('expected a ConfigError');
}

describe('parseConfig', () => {
  it('has working defaults for an empty environment', () => {
    const c = parseConfig({});
    expect(c).toMatchObject({
      env: 'development',
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      demo: true,
      collegeCode: undefined,
      appSecretKey: undefined,
      redisUrl: undefined,
      resultsRateLimit: 600,
      resultsRollRateLimit: 30,
      webhookRateLimit: 120,
      loginRateLimit: 10,
      loginSlowdownMs: 1000,
      logLevel: 'info',
      publicUrl: 'http://localhost:3000',
      cookieSecure: false,
      trustProxy: false,
    });
    expect(c.webDist.endsWith(path.join('apps', 'web', 'dist'))).toBe(true);
  });

  it('trusts forwarded addresses only from the proxies it is told of', () => {
    expect(parseConfig({}).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: '10.0.0.1,10.0.1.0/24' }).trustProxy).toEqual(['10.0.0.1', '10.0.1.0/24']);
    expect(parseConfig({ TRUST_PROXY: '127.0.0.1, ::1, fd00::/8' }).trustProxy).toEqual(['127.0.0.1', '::1', 'fd00::/8']);
    expect(problemsOf({ TRUST_PROXY: '1' })).toEqual([expect.stringMatching(/^TRUST_PROXY /)]);
    expect(problemsOf({ TRUST_PROXY: 'everyone' })).toEqual([expect.stringMatching(/^TRUST_PROXY /)]);
  });

  it('reads bounces only from an IMAP mailbox it can sign in to, every five minutes unless told', () => {
    expect(parseConfig({}).bounceImapUrl).toBeUndefined();
    const c = parseConfig({ BOUNCE_IMAP_URL: 'imaps://bounces:s3cret@imap.vcet.edu.in/INBOX' });
    expect(c.bounceImapUrl).toBe('imaps://bounces:s3cret@imap.vcet.edu.in/INBOX');
    expect(c.bouncePollSeconds).toBe(300);
    expect(problemsOf({ BOUNCE_IMAP_URL: 'pop3://bounces:s3cret@mail.vcet.edu.in' })).toEqual([expect.stringMatching(/^BOUNCE_IMAP_URL /)]);
    expect(problemsOf({ BOUNCE_IMAP_URL: 'imaps://imap.vcet.edu.in' })).toEqual([expect.stringMatching(/^BOUNCE_IMAP_URL .*user/)]);
  });

  it('refuses TRUST_PROXY=true, which would believe the address a client writes itself (issue 35, finding 2)', () => {
    for (const bad of [
      'true',
      'false',
      'yes',
      '10.0.0.1,true',
      '10.0.0.300',
      '10.0.0.0/33',
      'fd00::/129',
      '10.0.0.1/',
      'loopback',
      '10.0.0.1,',
    ]) {
      expect([bad, problemsOf({ TRUST_PROXY: bad })]).toEqual([bad, [expect.stringMatching(/^TRUST_PROXY must list the reverse proxies/)]]);
    }
  });

  it('builds links from PUBLIC_URL, by default the local address, and makes the cookie Secure when it is https', () => {
    expect(parseConfig({ PORT: '8080' })).toMatchObject({ publicUrl: 'http://localhost:8080', cookieSecure: false });
    expect(parseConfig({ PUBLIC_URL: 'https://ERP.vcet.edu.in/' })).toMatchObject({
      publicUrl: 'https://erp.vcet.edu.in',
      cookieSecure: true,
    });
    expect(parseConfig({ PUBLIC_URL: 'https://erp.vcet.edu.in:443' }).publicUrl).toBe('https://erp.vcet.edu.in');
    expect(parseConfig({ PUBLIC_URL: 'http://10.0.0.5:8080' })).toMatchObject({ publicUrl: 'http://10.0.0.5:8080', cookieSecure: false });
    for (const bad of [
      'erp.vcet.edu.in',
      'ftp://erp.vcet.edu.in',
      'https://erp.vcet.edu.in/erp',
      'https://erp.vcet.edu.in/?x=1',
      'https://user:pw@erp.vcet.edu.in',
    ]) {
      expect(problemsOf({ PUBLIC_URL: bad }), bad).toEqual([expect.stringMatching(/^PUBLIC_URL must be an http/)]);
    }
  });

  it('refuses PostgreSQL without APP_SECRET_KEY, naming it: servers of one database need one key', () => {
    expect(problemsOf({ DATABASE_URL: 'postgres://u@localhost/campus' })).toEqual([
      expect.stringMatching(/^APP_SECRET_KEY is required with DATABASE_URL/),
    ]);
  });

  it('watches the change feed every 2 s, late after 5 s by default, and refuses a late time not past the heartbeat', () => {
    expect(parseConfig({})).toMatchObject({ feedHeartbeatMs: 2_000, feedLateMs: 5_000 });
    expect(parseConfig({ FEED_HEARTBEAT_MS: '500', FEED_LATE_MS: '1500' })).toMatchObject({ feedHeartbeatMs: 500, feedLateMs: 1_500 });
    expect(problemsOf({ FEED_HEARTBEAT_MS: '3000', FEED_LATE_MS: '3000' })).toEqual([
      expect.stringMatching(/^FEED_LATE_MS must be longer than FEED_HEARTBEAT_MS/),
    ]);
    expect(problemsOf({ FEED_LATE_MS: 'soon' })).toEqual([expect.stringMatching(/^FEED_LATE_MS /)]);
  });

  it('turns demo data on for the embedded database and off for PostgreSQL', () => {
    expect(parseConfig({}).demo).toBe(true);
    expect(parseConfig({ DATABASE_URL: 'postgres://u@localhost:5432/campus', APP_SECRET_KEY: KEY }).demo).toBe(false);
    expect(parseConfig({ DATABASE_URL: 'postgresql://u@localhost/campus', APP_SECRET_KEY: KEY, DEMO: 'true' }).demo).toBe(true);
    expect(parseConfig({ DEMO: 'false' }).demo).toBe(false);
    expect(parseConfig({ DEMO: '0' }).demo).toBe(false);
  });

  it('reads the variables it is given', () => {
    const c = parseConfig({
      PORT: '8080',
      DATA_DIR: '/srv/campus',
      COLLEGE_CODE: 'RKCE',
      APP_SECRET_KEY: 'ab'.repeat(32),
      REDIS_URL: 'redis://localhost:6379',
      LOGIN_RATE_LIMIT: '3',
      NODE_ENV: 'production',
    });
    expect(c).toMatchObject({
      port: 8080,
      dataDir: '/srv/campus',
      collegeCode: 'RKCE',
      appSecretKey: 'ab'.repeat(32),
      loginRateLimit: 3,
      loginSlowdownMs: 1000,
      publicUrl: 'http://localhost:8080',
    });
  });

  it('bounds slow and idle clients by default, and refuses a header time longer than the request time', () => {
    expect(parseConfig({})).toMatchObject({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 120_000,
      keepAliveTimeoutMs: 65_000,
      connectionsPerAddress: 256,
      diskMinFreeMb: 500,
    });
    expect(parseConfig({ CONNECTIONS_PER_ADDRESS: '0', DISK_MIN_FREE_MB: '0' })).toMatchObject({
      connectionsPerAddress: 0,
      diskMinFreeMb: 0,
    });
    expect(problemsOf({ HEADERS_TIMEOUT_MS: '60000', REQUEST_TIMEOUT_MS: '30000' })[0]).toMatch(
      /^HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS/,
    );
    expect(problemsOf({ CONNECTIONS_PER_ADDRESS: '-1' })[0]).toMatch(/^CONNECTIONS_PER_ADDRESS /);
  });

  it('treats empty variables as unset', () => {
    expect(parseConfig({ PORT: '', COLLEGE_CODE: '' })).toMatchObject({ port: 3000, collegeCode: undefined });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['DATABASE_URL', 'mysql://localhost/campus'],
    ['COLLEGE_CODE', 'rkce'],
    ['COLLEGE_CODE', 'A'],
    ['APP_SECRET_KEY', 'not-hex'],
    ['APP_SECRET_KEY', 'ab'.repeat(16)],
  ])('refuses %s=%s naming the variable', (name, value) => {
    const problems = problemsOf({ [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${name} `));
  });

  it('names every bad variable at once', () => {
    const problems = problemsOf({ PORT: 'x', DATABASE_URL: 'mysql://x', COLLEGE_CODE: 'bad code', APP_SECRET_KEY: '123', DEMO: 'maybe' });
    const names = problems.map((p) => p.split(' ')[0]).sort();
    expect(names).toEqual(['APP_SECRET_KEY', 'COLLEGE_CODE', 'DATABASE_URL', 'DEMO', 'PORT']);
    expect(() => parseConfig({ PORT: 'x', COLLEGE_CODE: 'bad code' })).toThrow(/^Invalid configuration: PORT .*; COLLEGE_CODE /);
  });
});

describe('the payment gateway configuration', () => {
  it('uses the simulator in the demo, on this server, with its own shop credentials', () => {
    expect(parseConfig({ PORT: '4000' }).gateway).toEqual({
      kind: 'simulator',
      baseUrl: 'http://127.0.0.1:4000/gateway-sim',
      shopId: 'SIMSHOP',
      password: 'simulator-password',
      timeoutMs: 10_000,
    });
  });

  it('uses Lyra with the configured shop outside the demo, and refuses a base address that is not http(s)', () => {
    const config = parseConfig({
      DATABASE_URL: 'postgres://x/y',
      APP_SECRET_KEY: KEY,
      GATEWAY_BASE_URL: 'https://api.example.test/',
      GATEWAY_SHOP_ID: '12345',
      GATEWAY_PASSWORD: 'secret',
    });
    expect(config.gateway).toEqual({
      kind: 'lyra',
      baseUrl: 'https://api.example.test',
      shopId: '12345',
      password: 'secret',
      timeoutMs: 10_000,
    });
    expect(problemsOf({ GATEWAY_BASE_URL: 'ftp://x' })[0]).toMatch(/^GATEWAY_BASE_URL /);
    expect(problemsOf({ GATEWAY: 'paypal' })[0]).toMatch(/^GATEWAY /);
  });
});
