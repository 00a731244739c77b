import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { colorSchemeScript } from './scripts/build/color-scheme-script.ts';
import portal, { aliases } from './vite.config.ts';

/**
 * The sales console: a second page of the portal build (console.html), built on its own so
 * that nothing of it reaches the portal's entry, its first screen or its manifest. Its files go
 * beside the portal's, in the same `static/` folder, served by the trial's apex.
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
    assetsDir: 'static',
    manifest: false,
    rolldownOptions: { input: 'client/console.html' },
  },
});
