import type { CurrentUser } from '../../contract/users';
import { buildControlRoom } from '../build/control-room-build';
import { buildServer } from '../build/server-build';
import { originFetch, type Send } from './host-fetch';
import { startServer, type Server } from './processes';

/** Every sandbox the bench starts accepts this sign-in code. */
export const MFA = '123456';

export const CUSTOMER = { email: 'customer@example.com', password: 'Customer#Demo2026' };

/**
 * Where the bench's own production build of the sandbox goes: what is measured is what an
 * operator runs (`npm run serve`, `npm run serve:trial`), with no TypeScript loader in the way,
 * and a build of its own never replaces the one in dist/server.
 */
export const BENCH_BUILD = 'dist/bench-server';

/**
 * The young generation `npm run serve` and `npm run serve:trial` give the sandbox: 16 MB
 * semi-spaces from the start, and every object born in it (no pretenuring), as measured and
 * served.
 */
export const YOUNG_GENERATION = [
  '--min-semi-space-size=16',
  '--max-semi-space-size=16',
  '--no-allocation-site-pretenuring',
];

/**
 * Builds the sandbox's entries into BENCH_BUILD, and the control room's files a built sandbox
 * reads (about a second): the bench's first step, so that it runs on a fresh clone too.
 */
export async function buildBenchServer(): Promise<void> {
  await buildServer(BENCH_BUILD);
  await buildControlRoom();
}

/** A sandbox in its own process (the bench's build), on `port`, keeping its data in `dir`. */
export async function startSandbox(
  port: number,
  dir: string,
  options: { fresh: boolean; portalUrl?: string; env?: Record<string, string> },
): Promise<Server> {
  return startServer(
    ['node', ...YOUNG_GENERATION, `${BENCH_BUILD}/one-world.js`],
    {
      MOCK_PORT: String(port),
      SANDBOX_DATA_DIR: dir,
      SANDBOX_FRESH: options.fresh ? '1' : '0',
      SANDBOX_MFA_CODE: MFA,
      ACCESS_TOKEN_TTL_S: String(24 * 3600),
      LOG_LEVEL: 'error',
      ...(options.portalUrl ? { PORTAL_URL: options.portalUrl } : {}),
      ...options.env,
    },
    `http://127.0.0.1:${port}/v1/healthCheck/api`,
  );
}

export type Session = {
  /** The `authorization` header value, "Bearer ...". */
  authorization: string;
  accessToken: string;
  refreshToken: string;
  user: CurrentUser;
};

const bearer = (header: string | null) => /^Bearer\s+(.+)$/i.exec(header ?? '')?.[1] ?? '';

/** Signs in the way the portal does (password, then the code) and returns the session. */
export const signIn = (base: string, persona = CUSTOMER): Promise<Session> =>
  signInWith(originFetch(base), persona, async () => MFA);

/** The same sign-in over any transport (a hosted world's host), with the code from `mfaCode`. */
export async function signInWith(
  send: Send,
  persona: typeof CUSTOMER,
  mfaCode: () => Promise<string>,
): Promise<Session> {
  const login = await send('/v1/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(persona),
  });
  const pre = login.headers.get('authorization') ?? '';
  const mfa = await send('/v1/auth/mfa', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: pre },
    body: JSON.stringify({ code: await mfaCode() }),
  });
  const authorization = mfa.headers.get('authorization');
  if (!authorization) throw new Error(`sign-in failed: ${login.status}, then ${mfa.status}`);
  const { data } = (await mfa.json()) as { data: { user: CurrentUser } };
  return {
    authorization,
    accessToken: bearer(authorization),
    refreshToken: bearer(mfa.headers.get('refresh')),
    user: data.user,
  };
}
