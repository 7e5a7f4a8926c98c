import { availableParallelism } from 'node:os';
import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumPath } from './scripts/chromium-path.mjs';
import { xstateTestBrowserEntry } from './scripts/xstate-test-browser.mjs';

const root = import.meta.dirname;

// Test files running at once: every core. Vitest's default (cores - 1) leaves one of CI's two cores idle
// while its main process has little to do, and a browser file mostly waits on the page. Capped because a
// server or end-to-end worker holds a PGlite of about 0.9 GB.
const workers = Math.min(availableParallelism(), 4);

export default defineConfig({
  test: {
    reporters: ['default'],
    maxWorkers: workers,
    // Defined at the root so every project knows them (an undefined tag fails the run).
    tags: [
      {
        name: 'postgres',
        description:
          'Server tests whose behaviour depends on the database driver: migrations, transactions and locks, concurrent ' +
          'writes, planner statistics and plans, notification streams and background collectors, WORKERS, idempotency ' +
          'races, and tests that open PostgreSQL or their own database. The PostgreSQL pass of `npm test` runs only these ' +
          '(docs/testing.md); tests/api/postgres-tag.test.ts fails when such a test lacks the tag.',
      },
    ],
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/domain/**/*.test.ts', 'tests/client/**/*.test.ts', 'tests/build/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'machines',
          // The machines are pure (no DOM, no React): they run in Node as the server runs them.
          environment: 'node',
          include: ['tests/machines/**/*.test.ts'],
          // One load of xstate and the machines per worker; no file keeps state for the next.
          isolate: false,
          // Prints the per-machine summary (states, transitions, paths, coverage, replayed) once the run is done.
          globalSetup: ['tests/machines/support/summary.global.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          // Migrates and seeds one database for the run; each test server starts from a copy of it.
          globalSetup: ['tests/api/support/seeded-start.global.ts'],
          // One process per worker for all its files: the server modules and PGlite's WebAssembly load once;
          // each file still starts (and closes) its own server and database. No maxWorkers of its own:
          // a project limited to one worker is held back until the other projects are done.
          pool: 'forks',
          isolate: false,
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
          // One window and one load of the packages per worker; tests/setup-dom.ts resets what a file leaves.
          isolate: false,
          testTimeout: 20_000,
        },
      },
      {
        // xstateTestBrowserEntry: the machines page builds its test paths with @xstate/test, whose browser entry is missing.
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') }), xstateTestBrowserEntry()],
        // Discovering these mid-run makes Vite reload the page and fail the file on a cold cache.
        optimizeDeps: {
          include: [
            '@tanstack/react-query',
            '@tanstack/react-router',
            '@xstate/react',
            'xstate',
            'openapi-fetch',
            'react-aria',
            'react-aria-components',
            'react-stately',
            'elkjs/lib/elk.bundled.js',
            'temporal-polyfill',
          ],
        },
        test: {
          name: 'stories',
          // The browser pool does not take the root setting.
          maxWorkers: workers,
          // A page per story file (the default): sharing one per worker loaded the app's modules once, not per file,
          // but a modal story then found its dialog hidden in one run of three (UI/AlertDialog, Shell/ProfileModal).
          // A story that types a whole form (Add Property: eleven fields) took over 15 s once on two busy cores.
          testTimeout: 30_000,
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
          // Seeds one data directory for the run; each server starts from a copy of it. One Chromium serves the run.
          globalSetup: ['tests/e2e/support/seeded-data.global.ts', 'tests/e2e/support/browser.global.ts'],
          // Each file starts its own built server (free port, fresh data) and opens its own browser contexts,
          // and much of a journey waits on the page, the server or a timer (an agency's reply, the session prompt),
          // so files run side by side, two per core (186 s with two files at once on two cores, 157 s with four).
          pool: 'forks',
          maxWorkers: Math.min(2 * availableParallelism(), 4),
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'bench',
          environment: 'node',
          // The benches start test servers (startTestServer) from the same seeded database as the server tests.
          globalSetup: ['tests/api/support/seeded-start.global.ts'],
          // One benchmark at a time, so they do not measure each other.
          fileParallelism: false,
          include: [],
          benchmark: { include: ['tests/bench/**/*.bench.ts'] },
        },
      },
    ],
  },
});
