import path from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumPath } from './scripts/chromium-path.mjs';

const root = import.meta.dirname;

export default defineConfig({
  test: {
    reporters: ['default'],
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/domain/**/*.test.ts', 'tests/client/**/*.test.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'machines',
          environment: 'jsdom',
          include: ['tests/machines/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup-dom.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          // One PGlite per worker (about 0.9 GB each): keep the pool small.
          pool: 'forks',
          maxWorkers: 1,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'screens',
          environment: 'jsdom',
          include: ['tests/screens/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup-dom.ts'],
          testTimeout: 20_000,
        },
      },
      {
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        // Discovering these mid-run makes Vite reload the page and fail the file on a cold cache.
        optimizeDeps: {
          include: [
            '@tanstack/react-query', '@tanstack/react-router', '@xstate/react', 'xstate', 'openapi-fetch',
            'react-aria-components', 'elkjs/lib/elk.bundled.js', '@xstate/graph', 'temporal-polyfill',
          ],
        },
        test: {
          name: 'stories',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: chromiumPath(),
                args: ['--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
          setupFiles: ['.storybook/vitest.setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          pool: 'forks',
          maxWorkers: 1,
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'bench',
          environment: 'node',
          include: [],
          benchmark: { include: ['tests/bench/**/*.bench.ts'] },
        },
      },
    ],
  },
});
