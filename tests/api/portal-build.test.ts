import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../mock-server/src/routes/portal-build';
import { createTestApp } from './support/test-app';

const INLINE = 'document.documentElement.dataset.screen = "login";';
const HTML = `<!doctype html><html><head><script>${INLINE}</script><script type="module" src="/static/index-abc.js"></script></head><body><div id="root"></div></body></html>`;

/** A portal build as Vite lays it out: index.html, the public files, hashed files in static/. */
function fakeBuild(html = HTML): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-build-'));
  writeFileSync(path.join(dir, 'index.html'), html);
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dir, '.build-stamp.json'), '{}');
  mkdirSync(path.join(dir, 'static'));
  writeFileSync(path.join(dir, 'static', 'index-abc.js'), 'console.log("portal")');
  return dir;
}

describe('the portal served from the sandbox (SANDBOX_PORTAL_DIR)', () => {
  it('answers any page path with index.html, allowing only its own inline scripts', async () => {
    const t = await createTestApp({ env: { SANDBOX_PORTAL_DIR: fakeBuild() } });
    for (const page of ['/', '/login', '/virtualMachineDetails/12', '/team?id=3']) {
      const res = await t.api.get(page).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      // Not a hosted trial world: no banner marker.
      expect(res.text).toBe(HTML);
      const csp = res.headers['content-security-policy'];
      expect(csp).toContain(`script-src 'self' ${inlineScriptHashes(HTML).join(' ')}`);
      expect(csp).toContain("frame-ancestors 'none'");
    }
    expect(inlineScriptHashes(HTML)).toHaveLength(1);
  });

  it('answers a browser that holds the page’s version with a 304, and a new version in full', async () => {
    const t = await createTestApp({ env: { SANDBOX_PORTAL_DIR: fakeBuild() } });
    const first = await t.api.get('/dashboard').expect(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    for (const sent of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await t.api.get('/vms').set('if-none-match', sent).expect(304);
      expect(again.text).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
    await t.api.get('/login').set('if-none-match', '"other"').expect(200, HTML);
    // A new build's page is another version: sent whole to a browser holding the old one.
    const rebuilt = await createTestApp({
      env: { SANDBOX_PORTAL_DIR: fakeBuild(HTML.replace('login', 'mfa')) },
    });
    const fresh = await rebuilt.api.get('/login').set('if-none-match', etag).expect(200);
    expect(fresh.text).toContain('"mfa"');
    expect(fresh.headers.etag).not.toBe(etag);
  });

  it('serves the built files, cached for good, and the public ones', async () => {
    const t = await createTestApp({ env: { SANDBOX_PORTAL_DIR: fakeBuild() } });
    const script = await t.api.get('/static/index-abc.js').expect(200);
    expect(script.headers['cache-control']).toContain('immutable');
    await t.api
      .get('/favicon.svg')
      .expect(200)
      .expect('content-type', /image\/svg\+xml/);
    // Not a public file: the build's own bookkeeping.
    const stamp = await t.api.get('/.build-stamp.json');
    expect(stamp.text).not.toBe('{}');
  });

  it('leaves the sandbox’s own paths to the sandbox: unknown ones are 404s in the envelope', async () => {
    const t = await createTestApp({ env: { SANDBOX_PORTAL_DIR: fakeBuild() } });
    for (const url of [
      '/v1/no-such-call',
      '/__sandbox/nothing',
      '/assets/none.md',
      '/static/x.js',
    ]) {
      const res = await t.api.get(url).expect(404);
      expect(res.body).toMatchObject({ data: null });
    }
    await t.api.get('/v1/healthCheck/api').expect(200);
  });

  it('is off by default: page paths are not found', async () => {
    const t = await createTestApp();
    await t.api.get('/login').expect(404);
  });
});
