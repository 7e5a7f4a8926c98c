import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { startServer, type RunningServer } from './server';

/** One built server (fresh data) and one Chromium for the test file; both stop after it. */
export function startServerAndBrowser(env: Record<string, string> = {}) {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer(env);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (!value) throw new Error(`${what} is not started: call startServerAndBrowser() at the top of the file.`);
    return value;
  };
  return {
    get baseUrl() {
      return started(server, 'The server').baseUrl;
    },
    get browser() {
      return started(browser, 'The browser');
    },
  };
}
