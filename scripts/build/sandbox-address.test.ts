import { describe, expect, it } from 'vitest';
import { readConfig } from '../../mock-server/src/config';
import { sandboxDefines, sandboxOrigin } from './sandbox-address';

const API = 'import.meta.env.VITE_API_BASE_URL';
const ASSETS = 'import.meta.env.VITE_ASSETS_BASE_URL';

describe("the portal's address of the sandbox", () => {
  it('is the sandbox on port 4000 when nothing is set', () => {
    expect(sandboxDefines({}, {})).toEqual({
      [API]: '"http://localhost:4000/v1"',
      [ASSETS]: '"http://localhost:4000/assets"',
    });
  });

  it('follows MOCK_PORT alone', () => {
    expect(sandboxDefines({}, { MOCK_PORT: '4100' })).toEqual({
      [API]: '"http://localhost:4100/v1"',
      [ASSETS]: '"http://localhost:4100/assets"',
    });
  });

  it('is where the sandbox says it is reached, whatever says it', () => {
    const environments = [
      {},
      { MOCK_PORT: '4100' },
      { MOCK_PORT: '' },
      { MOCK_PORT: '4100', MOCK_PUBLIC_ORIGIN: 'http://demo-laptop.local:4100/' },
      { MOCK_PUBLIC_ORIGIN: '' },
    ];
    for (const env of environments)
      expect(sandboxOrigin(env), JSON.stringify(env)).toBe(readConfig(env).publicOrigin);
  });

  it('leaves alone what the environment or a .env file sets', () => {
    const viteEnv = { VITE_API_BASE_URL: 'https://api.provider.example/v1' };
    expect(sandboxDefines(viteEnv, { MOCK_PORT: '4100' })).toEqual({
      [ASSETS]: '"http://localhost:4100/assets"',
    });
    const both = { ...viteEnv, VITE_ASSETS_BASE_URL: 'https://docs.provider.example' };
    expect(sandboxDefines(both, { MOCK_PORT: '4100' })).toEqual({});
  });
});
