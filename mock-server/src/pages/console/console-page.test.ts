import { describe, expect, it } from 'vitest';
import type { BootTarget } from './boot-log';
import { consoleCsp, renderConsolePage, renderConsoleRefused } from './console-page';

const target: BootTarget = {
  vmId: 4,
  hostname: 'web-prod-01',
  image: 'Debian 12 (Bookworm)',
  os: 'linux',
  cpu: 4,
  ram: 8,
  disk: 120,
  privateIp: '10.14.0.12',
  publicIp: '203.0.113.40',
  macAddress: '52:54:00:12:34:56',
  cidrBlock: '10.14.0.0/22',
};

describe('the console page', () => {
  it('shows a boot log with the hostname and addresses, then a login prompt', () => {
    const html = renderConsolePage(target, 'n0nce');
    expect(html).toContain('Linux version 6.1.0-28-cloud-amd64');
    expect(html).toContain('Setting hostname to web-prod-01');
    expect(html).toContain('10.14.0.12');
    expect(html).toContain('255.255.252.0');
    expect(html).toContain('203.0.113.40');
    expect(html).toContain('Debian GNU/Linux 12 web-prod-01 ttyS0');
    expect(html).toContain('web-prod-01 login: <span id="input"></span><span class="cursor">');
    expect(html).toContain('<script nonce="n0nce">');
    expect(html).not.toMatch(/<(link|img|iframe)\b|src=|href=/);
  });

  it('is the same page for the same VM (only the nonce changes)', () => {
    expect(renderConsolePage(target, 'a').replaceAll('"a"', '')).toBe(
      renderConsolePage(target, 'b').replaceAll('"b"', ''),
    );
  });

  it('shows the Special Administration Console of a Windows VM', () => {
    const html = renderConsolePage({ ...target, os: 'windows', image: 'Windows Server 2022' }, 'n');
    expect(html).toContain('SAC started and initialized');
    expect(html).toContain('WEB-PROD-01 has IP address 10.14.0.12');
  });

  it('escapes what it prints', () => {
    expect(renderConsolePage({ ...target, hostname: '<b>x</b>' }, 'n')).not.toContain('<b>x</b>');
  });

  it('refuses with a page that says what to do', () => {
    expect(renderConsoleRefused('n')).toContain('Console session is invalid or has expired');
  });

  it('allows only its own inline code and the portal as a framer', () => {
    const csp = consoleCsp('n', 'http://localhost:5173');
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'nonce-n'");
    expect(csp).toContain('frame-ancestors');
    expect(csp).toContain('http://localhost:5173');
  });
});
