import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type AliasOptions } from 'vite';
import { colorSchemeScript } from './scripts/build/color-scheme-script.ts';
import { compileHints } from './scripts/build/compile-hints.ts';
import { entryAfterPaint } from './scripts/build/entry-after-paint.ts';
import { firstPaint } from './scripts/build/first-paint.ts';
import { inlineStyles } from './scripts/build/inline-styles.ts';
import { routePreload } from './scripts/build/route-preload.ts';
import { sandboxAddress } from './scripts/build/sandbox-address.ts';

/** The import aliases of tsconfig.json's `paths`, for Vite and Vitest (which imports this list). */
export const aliases: AliasOptions = [
  { find: /^@\//, replacement: fileURLToPath(new URL('./client/src/', import.meta.url)) },
  { find: /^@contract\//, replacement: fileURLToPath(new URL('./contract/', import.meta.url)) },
];

// The portal lives in client/; env files and VITE_* variables are read from the repository root.
export default defineConfig({
  root: 'client',
  envDir: '..',
  plugins: [
    react(),
    sandboxAddress(),
    colorSchemeScript(),
    routePreload({ routerFile: 'src/app/router.tsx' }),
    firstPaint({
      screensFile: 'src/app/first-paint/screens.tsx',
      routerFile: 'src/app/router.tsx',
    }),
    entryAfterPaint(),
    inlineStyles(),
    compileHints({ routerFile: 'src/app/router.tsx' }),
  ],
  resolve: { alias: aliases },
  css: {
    // Bootstrap's Sass still uses @import and global functions; its warnings are not ours.
    preprocessorOptions: {
      scss: {
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  server: { port: Number(process.env.CLIENT_PORT ?? 5173), strictPort: true },
  preview: { port: Number(process.env.CLIENT_PORT ?? 4173), strictPort: true },
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    // Not `assets/`: where the sandbox serves the build, /assets is the documents host.
    assetsDir: 'static',
    // The manifest tells the bundle check which files each screen loads.
    manifest: true,
    // The HTML still preloads what the entry imports, but a lazy screen's shared chunks are not
    // listed in the entry (a table of every chunk of every screen, paid for by the first screen):
    // each screen's chunk imports what it needs.
    // The query cache's code is the exception: the route gate asks for it with every screen but
    // sign-in, and its chunks come in parallel instead of one after the other.
    modulePreload: {
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'html' || file.includes('/query-provider-') ? deps : [],
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything else the entry needs in one file: one request instead of a handful.
            { name: 'index', tags: ['$initial'], priority: 2 },
            // React DOM (with React) apart, for two reasons. Its file changes only when React
            // does, so a returning visitor keeps it cached across releases. And an attached
            // inspector (DevTools, Lighthouse) parses every function on the stack again when React
            // DOM makes its module-level errors, and its CommonJS body is called from the entry's
            // top level: a fifth the size without it (60 kB), that re-parse went from 65 to 19 ms
            // under 4x CPU (docs/benchmarks.md). It costs 0.5-0.7 kB gzip: two files compress
            // apart.
            {
              name: 'react-dom',
              test: /node_modules[\\/](react-dom|scheduler)[\\/]/,
              priority: 3,
            },
          ],
        },
      },
    },
  },
});
