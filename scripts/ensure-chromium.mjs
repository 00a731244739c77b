// Browser tests drive Debian's Chromium headless shell (Playwright cannot download its own
// browsers here); the bench and the screenshots the full Chromium (`ensure-chromium.mjs full`).
// Finds it at CHROMIUM_PATH or where Debian puts it; as root with apt-get, installs it;
// otherwise stops with a message that says what to install.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const full = process.argv[2] === 'full';
const debianPackage = full ? 'chromium' : 'chromium-headless-shell';
const candidate = process.env.CHROMIUM_PATH ?? `/usr/bin/${debianPackage}`;
if (existsSync(candidate)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (process.env.CHROMIUM_PATH || !isRoot || !hasApt) {
  console.error(
    `Chromium was not found at ${candidate}.\n` +
      `Install it (Debian/Ubuntu: "sudo apt-get install -y ${debianPackage}") or set ` +
      'CHROMIUM_PATH to a Chromium or Chrome executable, then run this again.',
  );
  process.exit(1);
}

console.log(`${candidate} not found: installing Debian's ${debianPackage}...`);
execSync(
  `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${debianPackage}`,
  { stdio: 'inherit' },
);
if (!existsSync(candidate)) {
  console.error(`Chromium was installed but is not at ${candidate}; set CHROMIUM_PATH.`);
  process.exit(1);
}
