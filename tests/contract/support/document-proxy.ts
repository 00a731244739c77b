import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../support/free-port';

const START_LIMIT_MS = 60_000;

export type DocumentProxy = { origin: string; stop: () => Promise<void> };

/**
 * Prism in front of the sandbox, checking every answer against the sandbox's own OpenAPI
 * document: a body that breaks its schema becomes an error (`--errors`), and whatever else the
 * document does not describe (a status, a header) comes back in the answer's `sl-violations`
 * header, which the suite's client refuses. Requests are passed on unchecked, so the suite's
 * bad input reaches the sandbox.
 */
export async function startDocumentProxy(upstream: string): Promise<DocumentProxy> {
  const dir = await mkdtemp(path.join(tmpdir(), 'contract-prism-'));
  const document = path.join(dir, 'openapi.json');
  const answer = await fetch(`${upstream}/docs/json`);
  if (!answer.ok) throw new Error(`the sandbox's document answered ${answer.status}`);
  await writeFile(document, await answer.text());

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const prism = spawn(
    'npx',
    [
      'prism',
      'proxy',
      document,
      upstream,
      '--errors',
      '--validate-request=false',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  let output = '';
  const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-20_000));
  prism.stdout.on('data', keep);
  prism.stderr.on('data', keep);
  const ended = new Promise<void>((resolve) => prism.once('exit', () => resolve()));
  const stop = async () => {
    if (prism.exitCode === null && prism.pid) process.kill(-prism.pid, 'SIGTERM');
    await ended;
    await rm(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + START_LIMIT_MS;
  while (Date.now() < deadline && prism.exitCode === null) {
    const healthy = await fetch(`${origin}/v1/healthCheck/api`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return { origin, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`Prism did not start in front of ${upstream}:\n${output}`);
}
