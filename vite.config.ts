import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The portal lives in client/; env files and VITE_* variables are read from the repository root.
export default defineConfig({
  root: 'client',
  envDir: '..',
  plugins: [react()],
  server: { port: Number(process.env.CLIENT_PORT ?? 5173), strictPort: true },
  preview: { port: Number(process.env.CLIENT_PORT ?? 4173), strictPort: true },
  build: { outDir: '../dist/client', emptyOutDir: true },
});
