import { describe, expect, it } from 'vitest';
import { DEFAULT_SEED, isLoopback, readConfig } from './config';

describe('readConfig', () => {
  it('gives the laptop-demo defaults when nothing is set', () => {
    const c = readConfig({});
    expect(c.port).toBe(4000);
    expect(c.portalUrl).toBe('http://localhost:5173');
    expect(c.publicOrigin).toBe('http://localhost:4000');
    expect(c.dataDir.endsWith('.sandbox-data')).toBe(true);
    expect(c.defaultTimeScale).toBe(1);
    expect(c.seed).toBe(DEFAULT_SEED);
    expect(c.mfaCode).toBeNull();
    expect(c.accessTokenTtlS).toBe(900);
    expect(c.refreshTokenTtlS).toBe(604800);
    expect(c.fresh).toBe(false);
    expect(c.passwordCost).toBe(16384);
  });

  it('reads the browser-test environment', () => {
    const c = readConfig({
      MOCK_PORT: '4010',
      PORTAL_URL: 'http://localhost:4173/',
      SANDBOX_TIME_SCALE: '0.05',
      ACCESS_TOKEN_TTL_S: '20',
      SANDBOX_FRESH: '1',
      SANDBOX_MFA_CODE: '123456',
    });
    expect(c).toMatchObject({
      port: 4010,
      portalUrl: 'http://localhost:4173',
      publicOrigin: 'http://localhost:4010',
      defaultTimeScale: 0.05,
      accessTokenTtlS: 20,
      fresh: true,
      mfaCode: '123456',
    });
  });

  it('moves the addresses that point at the sandbox and the portal with their ports', () => {
    expect(readConfig({ MOCK_PORT: '4100', CLIENT_PORT: '5200' })).toMatchObject({
      port: 4100,
      publicOrigin: 'http://localhost:4100',
      portalUrl: 'http://localhost:5200',
    });
    const named = { CLIENT_PORT: '5200', PORTAL_URL: 'https://portal.example/' };
    expect(readConfig(named).portalUrl).toBe('https://portal.example');
  });

  it('treats empty variables as unset', () => {
    expect(readConfig({ MOCK_PORT: '', SANDBOX_MFA_CODE: '' })).toMatchObject({
      port: 4000,
      mfaCode: null,
    });
  });

  it('refuses nonsense with a message naming the variable', () => {
    expect(() => readConfig({ MOCK_PORT: 'abc' })).toThrow(/MOCK_PORT/);
    expect(() => readConfig({ SANDBOX_MFA_CODE: '12' })).toThrow(
      /SANDBOX_MFA_CODE must be 6 digits/,
    );
  });

  it("lowers the password hashes' cost only to a power of two from 1024", () => {
    expect(readConfig({ SANDBOX_PASSWORD_COST: '1024' }).passwordCost).toBe(1024);
    expect(() => readConfig({ SANDBOX_PASSWORD_COST: '3000' })).toThrow(/must be a power of two/);
    expect(() => readConfig({ SANDBOX_PASSWORD_COST: '512' })).toThrow(/SANDBOX_PASSWORD_COST/);
  });

  it('listens on loopback unless HOST says otherwise, and reads extra host names', () => {
    expect(readConfig({}).host).toBe('127.0.0.1');
    const exposed = readConfig({ HOST: '0.0.0.0', SANDBOX_ALLOWED_HOSTS: 'Demo.local, 10.0.0.5' });
    expect(exposed).toMatchObject({ host: '0.0.0.0', allowedHosts: ['demo.local', '10.0.0.5'] });
    expect(isLoopback('127.0.0.1') && isLoopback('localhost') && !isLoopback('0.0.0.0')).toBe(true);
  });
});
