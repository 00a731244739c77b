import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { colorSchemeScript } from './scripts/build/color-scheme-script.ts';
import portal, { aliases } from './vite.config.ts';

/**
 * The sales console: a second page of the portal build (console.html), built on its own so
 * that nothing of it reaches the portal's entry, its first screen or its manifest. Its files go
 * in a folder of their own inside the portal's `static/`, served by the trial's apex: a chunk
 * both builds make (the same modules, so the same name) would otherwise be written twice, the
 * console's copy over the portal's, which the portal's build gave a compile hint.
 */
export default defineConfig({
  root: 'client',
  envDir: '..',
  base: '/',
  plugins: [react(), colorSchemeScript()],
  resolve: { alias: aliases },
  css: portal.css,
  build: {
    outDir: '../dist/client',
    // The portal's build is already there: only add to it.
    emptyOutDir: false,
    assetsDir: 'static/console',
    manifest: false,
    rolldownOptions: { input: 'client/console.html' },
  },
});
