import path from 'node:path';
import { loadEnv, type Plugin } from 'vite';

type Env = Record<string, string | undefined>;

// The portal's two addresses of the sandbox, and where each lives on it.
const SANDBOX_PATHS = { VITE_API_BASE_URL: '/v1', VITE_ASSETS_BASE_URL: '/assets' } as const;

/**
 * Where the sandbox that `npm start` runs beside the portal is reached: MOCK_PUBLIC_ORIGIN, else
 * this machine at MOCK_PORT. The sandbox works out its own public origin the same way
 * (mock-server/src/config.ts; a test holds the two together). A bad port is the sandbox's to
 * refuse, at its start.
 */
export function sandboxOrigin(env: Env): string {
  const origin = env.MOCK_PUBLIC_ORIGIN || `http://localhost:${env.MOCK_PORT || 4000}`;
  return origin.replace(/\/+$/, '');
}

/**
 * The addresses of the sandbox that neither the environment nor a .env file gives the portal,
 * as Vite `define` entries. The order forms follow the API address in the portal itself
 * (client/src/config/env.ts).
 */
export function sandboxDefines(viteEnv: Env, processEnv: Env): Record<string, string> {
  const origin = sandboxOrigin(processEnv);
  return Object.fromEntries(
    Object.entries(SANDBOX_PATHS)
      .filter(([name]) => !viteEnv[name])
      .map(([name, where]) => [`import.meta.env.${name}`, JSON.stringify(origin + where)]),
  );
}

/** MOCK_PORT alone moves the sandbox: the portal's dev server and builds follow it. */
export function sandboxAddress(): Plugin {
  return {
    name: 'sandbox-address',
    config(config, { mode }) {
      const envDir = path.resolve(
        config.root ?? '',
        typeof config.envDir === 'string' ? config.envDir : '',
      );
      return { define: sandboxDefines(loadEnv(mode, envDir, 'VITE_'), process.env) };
    },
  };
}
