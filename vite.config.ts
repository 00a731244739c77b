import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type AliasOptions } from 'vite';
import { routePreload } from './scripts/build/route-preload.ts';

/** The import aliases of tsconfig.json's `paths`, for Vite and Vitest (which imports this list). */
export const aliases: AliasOptions = [
  { find: /^@\//, replacement: fileURLToPath(new URL('./client/src/', import.meta.url)) },
  { find: /^@contract\//, replacement: fileURLToPath(new URL('./contract/', import.meta.url)) },
];

// The portal lives in client/; env files and VITE_* variables are read from the repository root.
export default defineConfig({
  root: 'client',
  envDir: '..',
  plugins: [react(), routePreload({ routerFile: 'src/app/router.tsx' })],
  resolve: { alias: aliases },
  server: { port: Number(process.env.CLIENT_PORT ?? 5173), strictPort: true },
  preview: { port: Number(process.env.CLIENT_PORT ?? 4173), strictPort: true },
  // The manifest tells the bundle check which files each screen loads.
  build: { outDir: '../dist/client', emptyOutDir: true, manifest: true },
});
