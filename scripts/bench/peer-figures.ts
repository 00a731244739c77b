import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePorts } from '../../tests/support/free-port';
import { measureInRounds, progress } from './load';
import { run, startServer } from './processes';
import { signIn, startSandbox } from './sandbox';
import { fmt, loadRow, type Row } from './server-figures';

/**
 * The sandbox beside the mocks a developer would otherwise pick, in the same rounds: json-server
 * 0.17 serving the same VM rows from a JSON file, and Prism mocking the sandbox's own OpenAPI
 * document. Neither checks a token, a tenant or a query, as the sandbox does; the rows print the
 * sandbox's ratio to each, so the comparison stays honest as all three change.
 */
export async function peerFigures(seconds: number): Promise<Row[]> {
  const [sandboxPort, jsonServerPort, prismPort] = (await freePorts(3)) as [number, number, number];
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'bench-peers-'));
  progress('writing the OpenAPI document for Prism');
  await run('npx', ['tsx', 'scripts/openapi.ts', tmp], { SANDBOX_MFA_CODE: '123456' });
  const document = path.join(tmp, 'openapi.json');

  progress('starting the sandbox, json-server and Prism');
  const sandbox = await startSandbox(sandboxPort, path.join(tmp, 'sandbox'), { fresh: true });
  const servers = [sandbox];
  try {
    const base = `http://127.0.0.1:${sandboxPort}`;
    const { authorization } = await signIn(base);
    // json-server serves what the sandbox's own list answers: the customer's VM rows.
    const rows = await allVmRows(base, authorization);
    await writeFile(path.join(tmp, 'db.json'), JSON.stringify({ virtualMachines: rows }));
    servers.push(
      await startServer(
        [
          'npx',
          'json-server',
          '--quiet',
          '--port',
          String(jsonServerPort),
          path.join(tmp, 'db.json'),
        ],
        {},
        `http://127.0.0.1:${jsonServerPort}/virtualMachines?_page=1&_limit=10`,
      ),
      await startServer(
        ['npx', 'prism', 'mock', '--host', '127.0.0.1', '--port', String(prismPort), document],
        {},
        `http://127.0.0.1:${prismPort}/v1/healthCheck/api`,
      ),
    );
    const headers = { authorization };
    const m = await measureInRounds({
      sandbox: { url: `${base}/v1/virtualMachines/list?page=1&rowsPerPage=10`, headers, seconds },
      jsonServer: {
        url: `http://127.0.0.1:${jsonServerPort}/virtualMachines?_page=1&_limit=10`,
        seconds,
      },
      prism: {
        url: `http://127.0.0.1:${prismPort}/v1/virtualMachines/list?page=1&rowsPerPage=10`,
        headers,
        seconds,
      },
    });
    const against = (name: string, peer: typeof m.sandbox) => ({
      ...loadRow(`VM list page 1, ${name}`, peer, '', true),
      value: `${fmt(peer)}; the sandbox ${(m.sandbox.rps / peer.rps).toFixed(1)}x its rate`,
      target: 'the sandbox >= 1x its rate',
      met: peer.errors === 0 && m.sandbox.rps >= peer.rps,
    });
    return [
      loadRow('VM list page 1, the sandbox (token, tenant, query checked)', m.sandbox, '', true),
      against('json-server 0.17 on the same rows', m.jsonServer),
      against('Prism 5 mocking the same OpenAPI document', m.prism),
    ];
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}

/** Every VM row the sandbox lists for the signed-in company, page after page. */
async function allVmRows(base: string, authorization: string): Promise<unknown[]> {
  const rows: unknown[] = [];
  for (let page = 1; ; page++) {
    const res = await fetch(`${base}/v1/virtualMachines/list?page=${page}&rowsPerPage=100`, {
      headers: { authorization },
    });
    const body = (await res.json()) as { data: { data: unknown[]; totalPages: number } };
    rows.push(...body.data.data);
    if (page >= body.data.totalPages) return rows;
  }
}
