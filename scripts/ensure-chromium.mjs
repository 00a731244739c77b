// Browser tests drive Debian's Chromium headless shell (Playwright cannot download its own
// browsers here). Finds it at CHROMIUM_PATH or /usr/bin/chromium-headless-shell; as root with
// apt-get, installs it; otherwise stops with a message that says what to install.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidate = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
if (existsSync(candidate)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (process.env.CHROMIUM_PATH || !isRoot || !hasApt) {
  console.error(
    `Chromium was not found at ${candidate}.\n` +
      'Install it (Debian/Ubuntu: "sudo apt-get install -y chromium-headless-shell") or set ' +
      'CHROMIUM_PATH to a Chromium or Chrome executable, then run the tests again.',
  );
  process.exit(1);
}

console.log("Chromium's headless shell not found: installing Debian's chromium-headless-shell...");
execSync(
  'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell',
  { stdio: 'inherit' },
);
if (!existsSync(candidate)) {
  console.error(`Chromium was installed but is not at ${candidate}; set CHROMIUM_PATH.`);
  process.exit(1);
}
