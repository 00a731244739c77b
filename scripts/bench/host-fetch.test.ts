import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostFetch } from './host-fetch';

describe('hostFetch', () => {
  const server = http.createServer((req, res) => {
    if (req.url === '/empty') return res.writeHead(204).end();
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      res.writeHead(201, { 'content-type': 'application/json', authorization: 'Bearer t' });
      res.end(JSON.stringify({ host: req.headers.host, method: req.method, body }));
    });
  });
  let origin = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('names the given host in the Host header, not the address it connects to', async () => {
    const send = hostFetch(origin, 'abc123.localhost:4500');
    const res = await send('/v1/x', { method: 'POST', body: '{"a":1}' });
    expect(res.status).toBe(201);
    expect(res.headers.get('authorization')).toBe('Bearer t');
    expect(await res.json()).toEqual({
      host: 'abc123.localhost:4500',
      method: 'POST',
      body: '{"a":1}',
    });
  });

  it('answers an empty reply with no body', async () => {
    const res = await hostFetch(origin, 'abc123.localhost:4500')('/empty');
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
  });
});
