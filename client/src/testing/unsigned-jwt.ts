/** An unsigned JWT carrying `claims`: the portal only reads a token's payload (jwt-decode). */
export function unsignedJwt(claims: Record<string, unknown>): string {
  const part = (o: object) =>
    btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.sig`;
}

/** The time in whole seconds, as a token's `iat` and `exp` are. */
export const nowS = () => Math.floor(Date.now() / 1000);
