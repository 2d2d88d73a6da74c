import { describe, expect, it } from 'vitest';
import { ConfigError, PUBLISHED_SECRETS, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('fills defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      SEED_DEMO: true,
      SESSION_TTL_DAYS: 14,
      NODE_ENV: 'development',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR.endsWith('/data')).toBe(true);
    expect(config).toMatchObject({
      JOBS_ENABLED: true,
      SEGMENT_ENDPOINT: 'https://api.segment.io/v1/batch',
    });
    expect(config.SEGMENT_WRITE_KEY).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    expect(config).toMatchObject({ RATE_LIMIT_SESSION_PER_MINUTE: 1200, RATE_LIMIT_SIGNUP_PER_HOUR: 20 });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ SEGMENT_ENDPOINT: 'segment' }, 'SEGMENT_ENDPOINT'],
    [{ SEGMENT_ENDPOINT: 'ftp://api.segment.io/v1/batch' }, 'SEGMENT_ENDPOINT'],
    [{ JOBS_CONCURRENCY: '0' }, 'JOBS_CONCURRENCY'],
    [{ REDIS_URL: '127.0.0.1:6379' }, 'REDIS_URL'],
    [{ RATE_LIMIT_SESSION_PER_MINUTE: '0' }, 'RATE_LIMIT_SESSION_PER_MINUTE'],
    [{ RATE_LIMIT_SIGNUP_PER_HOUR: 'many' }, 'RATE_LIMIT_SIGNUP_PER_HOUR'],
  ])('refuses %j with a one-line message naming %s', (env, name) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain(`Invalid environment variable ${name}=`);
    expect(message).not.toContain('\n');
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it('listens on this machine only unless HOST says otherwise, and keeps outbound requests off private networks', () => {
    expect(loadConfig({}).HOST).toBe('localhost');
    expect(loadConfig({}).OUTBOUND_ALLOW_PRIVATE).toBe(false);
    expect(loadConfig({ HOST: '0.0.0.0', OUTBOUND_ALLOW_PRIVATE: 'true' })).toMatchObject({
      HOST: '0.0.0.0',
      OUTBOUND_ALLOW_PRIVATE: true,
    });
  });

  it.each([
    [{}, /^Missing environment variable MESSAGING_JWT_SECRET:/],
    [
      { MESSAGING_JWT_SECRET: [...PUBLISHED_SECRETS][0]! },
      /^Invalid environment variable MESSAGING_JWT_SECRET:/,
    ],
  ])('in production refuses a signing secret that is unset or published (%j), in one line', (env, line) => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...env })).toThrow(line);
    try {
      loadConfig({ NODE_ENV: 'production', ...env });
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      expect((err as Error).message).not.toContain('\n');
      expect((err as Error).message).not.toContain([...PUBLISHED_SECRETS][0]!);
    }
  });

  it('in production takes a signing secret of its own', () => {
    const secret = 'this-installation-only-0123456789-abcdefghij';
    expect(loadConfig({ NODE_ENV: 'production', MESSAGING_JWT_SECRET: secret }).MESSAGING_JWT_SECRET).toBe(
      secret,
    );
  });
});
