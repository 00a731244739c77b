import { describe, expect, it } from 'vitest';
import { apexOrigin, readTrialConfig, worldOrigin } from './trial-config';

describe('readTrialConfig', () => {
  it('gives the defaults of a local trial', () => {
    const c = readTrialConfig({});
    expect(c).toMatchObject({
      port: 4500,
      apexHost: 'localhost',
      publicUrl: null,
      operatorKey: null,
      createPerHour: 10,
      ttlMs: 336 * 3_600_000,
      keptTtlMs: 30 * 24 * 3_600_000,
      maxLoaded: 200,
      maxWorlds: 10_000,
      maxWorldBytes: 50 * 1024 * 1024,
      template: 'seed',
      trustProxy: false,
      recordActivity: true,
    });
    expect(readTrialConfig({ TRIAL_RECORD_ACTIVITY: '0' }).recordActivity).toBe(false);
    expect(apexOrigin(c)).toBe('http://localhost:4500');
    expect(worldOrigin(c, 'abc')).toBe('http://abc.localhost:4500');
  });

  it('takes the apex host and scheme from the public URL, and fractions of hours', () => {
    const c = readTrialConfig({
      TRIAL_PUBLIC_URL: 'https://try.example.com',
      TRIAL_TTL_HOURS: '0.5',
      TRIAL_KEPT_DAYS: '0.5',
    });
    expect(c.apexHost).toBe('try.example.com');
    expect(c.ttlMs).toBe(1_800_000);
    expect(c.keptTtlMs).toBe(12 * 3_600_000);
    expect(apexOrigin(c)).toBe('https://try.example.com');
    expect(worldOrigin(c, 'abc')).toBe('https://abc.try.example.com');
  });

  it('stops with a clear message on a bad value', () => {
    expect(() => readTrialConfig({ TRIAL_MAX_WORLDS: '0' })).toThrow(
      /^Invalid trial configuration: TRIAL_MAX_WORLDS/,
    );
    expect(() => readTrialConfig({ TRIAL_OPERATOR_KEY: 'short' })).toThrow(/at least 16/);
    expect(() => readTrialConfig({ DATABASE_URL: 'mysql://db/trial' })).toThrow(
      /DATABASE_URL must be a postgres:\/\/ URL/,
    );
  });

  it('keeps the worlds in PostgreSQL only when DATABASE_URL names one', () => {
    expect(readTrialConfig({}).databaseUrl).toBeNull();
    expect(readTrialConfig({ DATABASE_URL: 'postgres://u:p@db:5432/trial' }).databaseUrl).toBe(
      'postgres://u:p@db:5432/trial',
    );
  });

  it('sends webhooks only with a URL and a secret, both checked', () => {
    expect(readTrialConfig({}).webhook).toBeNull();
    expect(
      readTrialConfig({
        TRIAL_WEBHOOK_URL: 'https://crm.example.com/hooks',
        TRIAL_WEBHOOK_SECRET: 'a-secret-of-sixteen',
      }).webhook,
    ).toEqual({ url: 'https://crm.example.com/hooks', secret: 'a-secret-of-sixteen' });
    expect(() => readTrialConfig({ TRIAL_WEBHOOK_URL: 'https://crm.example.com/hooks' })).toThrow(
      /TRIAL_WEBHOOK_SECRET is required with TRIAL_WEBHOOK_URL/,
    );
    expect(() =>
      readTrialConfig({
        TRIAL_WEBHOOK_URL: 'ftp://crm.example.com',
        TRIAL_WEBHOOK_SECRET: 'x'.repeat(16),
      }),
    ).toThrow(/TRIAL_WEBHOOK_URL must be an http/);
    expect(() =>
      readTrialConfig({
        TRIAL_WEBHOOK_URL: 'https://crm.example.com',
        TRIAL_WEBHOOK_SECRET: 'short',
      }),
    ).toThrow(/at least 16/);
  });
});
