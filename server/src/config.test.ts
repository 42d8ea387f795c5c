import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies the defaults of API.md "Running it"', () => {
    const c = loadConfig({});
    expect(c.port).toBe(8080);
    expect(c.dataDir).toMatch(/data$/);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.feed).toBe('simulator');
    expect(c.simSpeed).toBe(1);
    expect(c.metricsToken).toBeUndefined();
    expect(c.metricsPort).toBeUndefined();
  });

  it('reads every variable', () => {
    const c = loadConfig({
      PORT: '9000',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u@h:5432/db',
      REDIS_URL: 'redis://127.0.0.1:6379',
      FEED: 'none',
      SIM_SEED: '42',
      SIM_SPEED: '60',
      METRICS_TOKEN: 'm'.repeat(32),
      METRICS_PORT: '9100',
    });
    expect(c).toMatchObject({ port: 9000, dataDir: '/tmp/x', feed: 'none', simSeed: 42, simSpeed: 60 });
    expect(c.redisUrl).toBe('redis://127.0.0.1:6379');
    expect(loadConfig({ ALLOWED_ORIGINS: 'https://a.example,https://b.example' }).allowedOrigins).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
    expect(loadConfig({}).allowedOrigins).toEqual([]);
    expect(c).toMatchObject({ metricsToken: 'm'.repeat(32), metricsPort: 9100 });
  });

  it.each([
    ['PORT', 'abc', /PORT must be a number \(got "abc"\)/],
    ['PORT', '70000', /PORT must be between 0 and 65535 \(got "70000"\)/],
    ['PORT', '80.5', /PORT must be a whole number/],
    ['DATABASE_URL', 'mysql://x', /DATABASE_URL must be a postgres:\/\/ URL/],
    ['REDIS_URL', 'http://x', /REDIS_URL must be a redis:\/\/ URL/],
    ['FEED', 'betradar', /FEED must be 'simulator', 'amqp' or 'none'/],
    ['AMQP_URL', 'http://broker', /AMQP_URL must be an amqp:\/\/ URL/],
    ['FEED_ALIVE_TIMEOUT_MS', '5', /FEED_ALIVE_TIMEOUT_MS must be at least 100/],
    ['SIM_SPEED', '0', /SIM_SPEED must be above 0/],
    ['SIM_SEED', 'x', /SIM_SEED must be a number/],
    ['ALLOWED_ORIGINS', 'https://a.example/app', /ALLOWED_ORIGINS must be origins/],
    ['METRICS_TOKEN', 'short', /METRICS_TOKEN must be at least 32 characters/],
    ['METRICS_TOKEN', `${'m'.repeat(32)} x`, /METRICS_TOKEN must be printable characters without spaces/],
    ['METRICS_PORT', 'nine', /METRICS_PORT must be a number/],
    ['METRICS_PORT', '8080', /METRICS_PORT must differ from PORT/],
  ])('refuses %s=%s with a clear message', (key, value, message) => {
    expect(() => loadConfig({ [key]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [key]: value })).toThrow(message);
  });

  it('names every bad value at once', () => {
    expect(() => loadConfig({ PORT: 'x', FEED: 'y' })).toThrow(/PORT[\s\S]*FEED/);
  });
});
