// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { BootTarget } from './boot-log';
import { renderConsolePage } from './console-page';

const target: BootTarget = {
  vmId: 4,
  hostname: 'web-prod-01',
  image: 'Ubuntu 24.04 LTS',
  os: 'linux',
  cpu: 4,
  ram: 8,
  disk: 120,
  privateIp: '10.14.0.12',
  publicIp: null,
  macAddress: '52:54:00:12:34:56',
  cidrBlock: '10.14.0.0/22',
};

/** The page loaded into the test's DOM with its inline script run, and a way to type into it. */
function openConsole(t: BootTarget) {
  const page = new DOMParser().parseFromString(renderConsolePage(t, 'n'), 'text/html');
  document.body.innerHTML = page.body.innerHTML;
  // Scripts set through innerHTML do not run; run the page's own inline script as the browser would.
  new Function(document.querySelector('script')?.textContent ?? '')();
  const screen = document.getElementById('screen') as HTMLElement;
  const type = (keys: string[]) => {
    for (const key of keys)
      screen.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  };
  return { type, text: () => screen.textContent ?? '' };
}

describe('the console page in a browser', () => {
  it('echoes typed characters at the login prompt, hides the password, refuses the login', () => {
    const c = openConsole(target);
    expect(c.text()).toMatch(/web-prod-01 login: \u00a0$/);
    c.type([...'rooX', 'Backspace', 't']);
    expect(c.text()).toMatch(/web-prod-01 login: root\u00a0$/);
    c.type(['Enter', ...'secret']);
    expect(c.text()).toMatch(/login: root\nPassword: \u00a0$/);
    c.type(['Enter']);
    expect(c.text()).toMatch(/Password: \n\nLogin incorrect\nweb-prod-01 login: \u00a0$/);
  });

  it('shows the SAC prompt again after a command on Windows', () => {
    const c = openConsole({ ...target, os: 'windows', image: 'Windows Server 2022 Standard' });
    c.type([...'cmd', 'Enter']);
    expect(c.text()).toMatch(/SAC>cmd\nSAC>\u00a0$/);
  });
});
