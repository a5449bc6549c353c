import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from './config';

const secret = 'a'.repeat(32);

describe('loadConfig', () => {
  test('applies the documented defaults', () => {
    const config = loadConfig({ AUTH_SECRET: secret });
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.nodeEnv).toBe('development');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.stripe).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
  });

  test('backs up the embedded database daily into the data folder, kept 14 days, unless told otherwise', () => {
    const defaults = loadConfig({ AUTH_SECRET: secret, DATA_DIR: '/srv/salon' }).backups;
    expect(defaults).toEqual({ dir: '/srv/salon/backups', intervalHours: 24, keepDays: 14 });
    const chosen = loadConfig({
      AUTH_SECRET: secret,
      BACKUP_DIR: '/mnt/offsite',
      BACKUP_INTERVAL_HOURS: '0',
      BACKUP_KEEP_DAYS: '30',
    }).backups;
    expect(chosen).toEqual({ dir: '/mnt/offsite', intervalHours: 0, keepDays: 30 });
    for (const [name, value] of [
      ['BACKUP_INTERVAL_HOURS', '-1'],
      ['BACKUP_INTERVAL_HOURS', '1.5'],
      ['BACKUP_KEEP_DAYS', '0'],
      ['BACKUP_KEEP_DAYS', 'forever'],
    ] as const) {
      expect(() => loadConfig({ AUTH_SECRET: secret, [name]: value }), `${name}=${value}`).toThrow(
        new RegExp(name),
      );
    }
  });

  test('the database pool and the day queue are bounded, by default and as told', () => {
    const defaults = loadConfig({ AUTH_SECRET: secret });
    expect(defaults.databasePool).toEqual({
      size: 10,
      waitMs: 5000,
      statementTimeoutMs: 30_000,
      idleInTransactionTimeoutMs: 30_000,
    });
    expect(defaults.bookingDayQueue).toBe(4);
    const chosen = loadConfig({
      AUTH_SECRET: secret,
      DATABASE_POOL_SIZE: '40',
      DATABASE_POOL_WAIT_MS: '2000',
      DATABASE_STATEMENT_TIMEOUT_MS: '0',
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '60000',
      BOOKING_DAY_QUEUE: '8',
    });
    expect(chosen.databasePool).toEqual({
      size: 40,
      waitMs: 2000,
      statementTimeoutMs: 0,
      idleInTransactionTimeoutMs: 60_000,
    });
    expect(chosen.bookingDayQueue).toBe(8);
    for (const [name, value, message] of [
      ['DATABASE_POOL_SIZE', '0', 'must be a whole number of connections from 1 to 1000'],
      ['DATABASE_POOL_WAIT_MS', 'soon', 'must be a whole number of milliseconds from 100 to 60000'],
      [
        'DATABASE_STATEMENT_TIMEOUT_MS',
        '-1',
        'must be a whole number of milliseconds from 0 (none) to 3600000',
      ],
      [
        'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS',
        '1.5',
        'must be a whole number of milliseconds from 0 (none) to 3600000',
      ],
      ['BOOKING_DAY_QUEUE', '0', 'must be a whole number of requests from 1 to 1000'],
    ] as const) {
      expect(() => loadConfig({ AUTH_SECRET: secret, [name]: value }), `${name}=${value}`).toThrow(
        `${name}: ${message}`,
      );
    }
    // One day's bookings must leave the rest of the site a connection.
    expect(() =>
      loadConfig({ AUTH_SECRET: secret, DATABASE_POOL_SIZE: '4', BOOKING_DAY_QUEUE: '4' }),
    ).toThrow('BOOKING_DAY_QUEUE: must be smaller than DATABASE_POOL_SIZE (4)');
  });

  test('a stopping instance drains for 5 s unless told otherwise; the grace is bounded', () => {
    expect(loadConfig({ AUTH_SECRET: secret }).shutdownGraceMs).toBe(5_000);
    expect(loadConfig({ AUTH_SECRET: secret, SHUTDOWN_GRACE_MS: '0' }).shutdownGraceMs).toBe(0);
    expect(loadConfig({ AUTH_SECRET: secret, SHUTDOWN_GRACE_MS: '15000' }).shutdownGraceMs).toBe(
      15_000,
    );
    for (const [wrong, message] of [
      ['-1', 'SHUTDOWN_GRACE_MS: must be 0 (stop at once) or more milliseconds'],
      ['2.5', 'SHUTDOWN_GRACE_MS: must be a whole number of milliseconds'],
      ['5s', 'SHUTDOWN_GRACE_MS: must be a number of milliseconds'],
      ['60001', 'SHUTDOWN_GRACE_MS: must be at most 60000 milliseconds (a minute)'],
    ] as const) {
      expect(() => loadConfig({ AUTH_SECRET: secret, SHUTDOWN_GRACE_MS: wrong }), wrong).toThrow(
        message,
      );
    }
  });

  test('TRUST_PROXY is a number of proxies; true and 1 are one, false, 0 and unset none', () => {
    const hops = (value: string | undefined) =>
      loadConfig({ AUTH_SECRET: secret, TRUST_PROXY: value }).trustProxy;
    expect(hops(undefined)).toBe(0);
    expect(hops('')).toBe(0);
    expect(hops('false')).toBe(0);
    expect(hops('0')).toBe(0);
    expect(hops('true')).toBe(1);
    expect(hops('1')).toBe(1);
    expect(hops('2')).toBe(2);
    for (const wrong of ['yes', '-1', '11', '1.5', 'true,false']) {
      expect(() => hops(wrong), wrong).toThrow(
        'TRUST_PROXY: must be true, false or the number of proxies in front of the server (0 to 10)',
      );
    }
  });

  test('treats empty values as unset', () => {
    const config = loadConfig({ AUTH_SECRET: secret, DATABASE_URL: '', SMTP_URL: '  ' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
  });

  test('reports every invalid variable at once, by name', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://localhost/db',
        SMTP_URL: 'http://mail',
        STRIPE_SECRET_KEY: 'pk_test_123',
        AUTH_SECRET: 'short',
        NODE_ENV: 'staging',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    for (const name of [
      'PORT',
      'DATABASE_URL',
      'SMTP_URL',
      'STRIPE_SECRET_KEY',
      'AUTH_SECRET',
      'NODE_ENV',
    ]) {
      expect(message).toContain(name);
    }
    expect(message).toContain('must start with postgres:// or postgresql://');
  });

  test('test mode runs only on this machine: a PUBLIC_URL that is not a loopback address stops it', () => {
    const testMode = (url: string | undefined) =>
      loadConfig({ AUTH_SECRET: secret, NODE_ENV: 'test', PUBLIC_URL: url });
    for (const local of [
      undefined,
      'http://localhost:3000',
      'http://127.0.0.1:41234',
      'http://127.8.9.10',
      'http://[::1]:3000',
    ])
      expect(testMode(local).nodeEnv, String(local)).toBe('test');
    for (const remote of [
      'https://aurorabeautystudio.co.uk',
      'http://192.168.1.20:3000',
      'http://127.0.0.1.nip.io',
      'http://localhost.evil.example',
      'http://[::2]:3000',
      'http://0.0.0.0:3000',
    ]) {
      expect(() => testMode(remote), remote).toThrow(ConfigError);
      expect(() => testMode(remote), remote).toThrow(
        `NODE_ENV: test mode (a clock anyone can move, no payments taken) is for the automated tests on this machine only, and PUBLIC_URL ${remote} is not a loopback address (localhost, 127.0.0.1 or [::1]). Set NODE_ENV=production to serve the site.`,
      );
    }
    // The same address is fine in the other modes.
    expect(
      loadConfig({ AUTH_SECRET: secret, NODE_ENV: 'production', PUBLIC_URL: 'https://a.example' })
        .nodeEnv,
    ).toBe('production');
  });

  test('refuses a webhook secret without a Stripe key', () => {
    expect(() => loadConfig({ AUTH_SECRET: secret, STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
  });

  test('generates AUTH_SECRET once and keeps it in the data folder', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'salon-config-'));
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.authSecret).toBe(first.authSecret);
    expect(readFileSync(join(dataDir, 'auth-secret'), 'utf8').trim()).toBe(first.authSecret);
  });

  test('configures Stripe only with a secret key', () => {
    const config = loadConfig({
      AUTH_SECRET: secret,
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
    });
    expect(config.stripe).toEqual({
      secretKey: 'sk_test_123',
      webhookSecret: undefined,
      apiBase: 'http://127.0.0.1:12111',
    });
  });
});
