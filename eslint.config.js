import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const features = fs
  .readdirSync(`${root}/client/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Imports flow one way: app → shell → features → api, components, lib, config → contract.
const portalZones = [
  // One zone per feature: it may import itself, never a sibling.
  ...features.map((name) => ({
    target: `./client/src/features/${name}`,
    from: './client/src/features',
    except: [`./${name}`],
    message: 'A feature never imports another feature; app/routes composes them.',
  })),
  {
    target: ['./client/src/features', './client/src/shell'],
    from: './client/src/app',
    message: 'Only app/ composes the portal: features and the shell never import it.',
  },
  // The sales console is a second page of the build: it shares components, lib, api and
  // styles with the portal, never the portal's screens, and the portal never imports it.
  {
    target: ['./client/src/app', './client/src/shell', './client/src/features'],
    from: './client/src/console',
    message: 'The portal never imports the sales console.',
  },
  {
    target: './client/src/console',
    from: ['./client/src/app', './client/src/shell', './client/src/features'],
    message: "The sales console never imports the portal's app, shell or features.",
  },
  {
    target: [
      './client/src/api',
      './client/src/components',
      './client/src/lib',
      './client/src/config',
    ],
    from: [
      './client/src/app',
      './client/src/shell',
      './client/src/features',
      './client/src/console',
    ],
    message: 'api/, components/, lib/ and config/ sit below the screens and never import them.',
  },
];

// The portal and the sandbox share only contract/ and talk over HTTP.
const sharingZones = [
  {
    target: './client',
    from: './mock-server',
    message: 'The portal never imports the sandbox; share through contract/.',
  },
  {
    target: './mock-server',
    from: './client',
    message: 'The sandbox never imports the portal; share through contract/.',
  },
];

// The portal's test helpers, which its production code never imports.
const portalTestingZone = {
  target: './client/src',
  from: './client/src/testing',
  message: 'client/src/testing holds test helpers: the portal never imports them.',
};

// The sandbox's layers, each importing only those below it (docs/architecture.md):
// entries → routes → plugins → hosting → application, seed, pages → domain → storage →
// simulation → model. Storage keeps its backends apart: file/, postgres/ and memory/ never
// import each other or the policies above them; the policies never import a backend.
const server = (dir) => `./mock-server/src/${dir}`;
const BACKENDS = ['file', 'postgres', 'memory'];
const serverZones = [
  {
    target: './mock-server/src',
    from: server('testing'),
    message: 'testing/ holds test helpers: production code never imports them.',
  },
  {
    target: server('model'),
    from: [
      'simulation',
      'storage',
      'domain',
      'application',
      'seed',
      'hosting',
      'plugins',
      'routes',
      'pages',
    ].map(server),
    message: "model/ is the world's shape: it imports nothing of the sandbox above it.",
  },
  {
    target: server('simulation'),
    from: ['storage', 'domain', 'application', 'seed', 'hosting', 'plugins', 'routes', 'pages'].map(
      server,
    ),
    message: 'simulation/ is time: it imports only the model.',
  },
  {
    target: server('storage'),
    from: ['domain', 'application', 'seed', 'hosting', 'plugins', 'routes', 'pages'].map(server),
    message:
      'Storage imports no domain, application, seed, hosting or HTTP code: the seed is passed in.',
  },
  {
    target: [server('storage/engine'), server('storage/ports')],
    from: [...BACKENDS, 'policies'].map((dir) => server(`storage/${dir}`)),
    message: 'The storage engine and ports sit below every backend and policy.',
  },
  ...BACKENDS.map((backend) => ({
    target: server(`storage/${backend}`),
    from: [...BACKENDS.filter((b) => b !== backend), 'policies'].map((dir) =>
      server(`storage/${dir}`),
    ),
    message: 'A storage backend never imports another backend, nor the policies above it.',
  })),
  {
    target: server('storage/policies'),
    from: BACKENDS.map((dir) => server(`storage/${dir}`)),
    message: 'A storage policy is written once, over the ports: it never imports a backend.',
  },
  {
    target: server('domain'),
    from: ['storage', 'application', 'seed', 'hosting', 'plugins', 'routes', 'pages'].map(server),
    message: 'Domain rules are pure: no storage, application, seeding, hosting, HTTP or pages.',
  },
  {
    target: server('application'),
    from: [
      ...BACKENDS.map((dir) => `storage/${dir}`),
      'seed',
      'hosting',
      'plugins',
      'routes',
      'pages',
    ].map(server),
    message: 'The application layer uses storage ports and policies, never a backend, and no HTTP.',
  },
  {
    target: server('seed'),
    from: ['storage', 'application', 'hosting', 'plugins', 'routes', 'pages'].map(server),
    message: 'The seed builds a world from the domain and the model only.',
  },
  {
    target: server('pages'),
    from: ['storage', 'application', 'seed', 'hosting', 'plugins', 'routes'].map(server),
    message: 'Pages are HTML and scripts: they know no storage, world or HTTP code.',
  },
  {
    target: server('hosting'),
    from: ['plugins', 'routes'].map(server),
    message: 'Hosting finds worlds; it never imports plugins or routes.',
  },
  {
    target: server('plugins'),
    from: server('routes'),
    message: 'Plugins sit below the routes.',
  },
];

const ICON_FONT_MESSAGE =
  "Use an icon component from 'react-bootstrap-icons' (e.g. <PlusLg />), not a bootstrap-icons class.";

const LONG_RELATIVE = {
  regex: String.raw`^\.\./\.\./`,
  message: "Use '@/…' or '@contract/…' instead of climbing two or more folders.",
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'test-results',
      'playwright-report',
      '.sandbox-data',
      '.e2e-data',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },

  // Boundaries, resolved through tsconfig.json's paths so '@/…' and '@contract/…' count too.
  {
    files: ['client/**/*.{ts,tsx}', 'mock-server/**/*.ts', 'contract/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Parse .ts/.tsx dependencies too, so no-cycle can follow them.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: `${root}/tsconfig.json` }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...portalZones, ...sharingZones] },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    ignores: ['client/**/*.test.{ts,tsx}', 'client/**/testing/**', 'client/src/test-setup.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...portalZones, ...sharingZones, portalTestingZone] },
      ],
    },
  },
  {
    // Tests and their helpers may set up with anything (a domain test loads the catalogue
    // fixtures, a behaviour suite writes an older world's shape).
    files: ['mock-server/**/*.ts'],
    ignores: ['mock-server/**/*.test.ts', 'mock-server/src/testing/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...sharingZones, ...serverZones] },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}', 'contract/**/*.ts', 'mock-server/**/*.ts'],
    // A cycle needs our own modules on both ends: packages are not walked (half the lint's time).
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Packages, then the contract, then the portal's own modules, then neighbours.
    files: ['client/**/*.{ts,tsx}'],
    rules: {
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          pathGroups: [
            { pattern: '@contract/**', group: 'internal', position: 'before' },
            { pattern: '@/**', group: 'internal' },
          ],
          pathGroupsExcludedImportTypes: ['builtin'],
          'newlines-between': 'never',
        },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [LONG_RELATIVE] }] },
  },
  {
    // Icons are SVG components (react-bootstrap-icons), one per icon; the icon font is gone.
    files: ['client/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: String.raw`Literal[value=/(^|\s)bi(\s|$)|^bi-[a-z0-9-]+$/]`,
          message: ICON_FONT_MESSAGE,
        },
        {
          selector: String.raw`TemplateElement[value.raw=/(^|\s)bi(\s|$)|(^|\s)bi-[a-z0-9]/]`,
          message: ICON_FONT_MESSAGE,
        },
      ],
    },
  },
  {
    files: ['client/src/app/**/*.{ts,tsx}', 'client/src/shell/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            LONG_RELATIVE,
            {
              regex: '^@/features/[^/]+/',
              message: "Import a feature through its public index: '@/features/<area>'.",
            },
          ],
        },
      ],
    },
  },
  {
    // The contract is shared by both sides and depends on nothing but zod.
    files: ['contract/**/*.ts'],
    ignores: ['contract/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^(?!zod(/|$)|\./)`,
              message: 'contract/ imports only zod and its own files.',
            },
          ],
        },
      ],
    },
  },
);
