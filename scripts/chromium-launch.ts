import { execFileSync } from 'node:child_process';

/** How the browser tests and the bench launch Debian's Chromium (see scripts/ensure-chromium.mjs). */

/**
 * The browser tests': Debian's Chromium headless shell, the same Blink without the desktop
 * browser around it (what Playwright itself runs for headless tests). It took a third less of
 * the two cores than the full browser, whose own process was busy with a window nobody sees.
 */
export const TEST_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
/** The bench's and the screenshots': the full Chromium a visitor runs. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Installs the full Chromium where it is missing (as root with apt-get), else stops saying how. */
export function ensureFullChromium(): void {
  execFileSync(process.execPath, ['scripts/ensure-chromium.mjs', 'full'], { stdio: 'inherit' });
}

// Playwright launches Chromium with its own --disable-features list, and Chromium keeps only the
// last --disable-features it is given: Playwright's list (playwright-core's chromiumSwitches, its
// Edge-only names left out) is repeated here, ours added to it. Look at it again on upgrading.
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];

// Desktop Chromium builds its omnibox popup, a WebUI page, for a new window (every browser
// context a test or a bench load opens): on a 2-core machine that work runs beside the page under
// test, and added up to a second to a throttled load. Pages never see the omnibox.
const OMNIBOX_WEBUI_FEATURES = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
  'PreloadTopChromeWebUI',
];

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_WEBUI_FEATURES].join(',')}`,
];
