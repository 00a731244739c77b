import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { hostNameOf } from './host-names';

const named = (host?: string) =>
  ({ headers: host === undefined ? {} : { host } }) as FastifyRequest;

describe('hostNameOf', () => {
  it('gives the name in lowercase, without its port', () => {
    expect(hostNameOf(named('Ab12cd34.LocalHost:4000'))).toBe('ab12cd34.localhost');
    expect(hostNameOf(named('sandbox.example.com'))).toBe('sandbox.example.com');
  });

  it('keeps an IPv6 address whole, brackets included', () => {
    expect(hostNameOf(named('[::1]:4000'))).toBe('[::1]');
    expect(hostNameOf(named('[::1]'))).toBe('[::1]');
  });

  it('gives no name for a missing or nameless Host', () => {
    expect(hostNameOf(named())).toBe('');
    expect(hostNameOf(named(':4000'))).toBe('');
    expect(hostNameOf(named('[::1'))).toBe('');
  });

  it('answers each request for its own Host, whatever came before', () => {
    const hosts = ['a.localhost:4000', 'a.localhost:4000', 'B.localhost', 'a.localhost:4000', ''];
    expect(hosts.map((host) => hostNameOf(named(host)))).toEqual([
      'a.localhost',
      'a.localhost',
      'b.localhost',
      'a.localhost',
      '',
    ]);
  });
});
