import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Three projects: portal units in jsdom, mock-server units in node, API tests against buildApp().
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit-client',
          environment: 'jsdom',
          include: ['client/src/**/*.test.{ts,tsx}', 'contract/**/*.test.ts'],
          setupFiles: ['client/src/test-setup.ts'],
        },
      },
      {
        test: {
          name: 'unit-server',
          environment: 'node',
          include: ['mock-server/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
        },
      },
    ],
  },
});
