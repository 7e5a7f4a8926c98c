import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_OPTIONS } from './chromium-options';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's one Chromium, for `chromium.connect`; '' when none was started. */
    browserEndpoint: string;
  }
}

/**
 * The e2e project's global set-up: one Chromium for the whole run. Each test file connects to it and opens contexts
 * of its own (cookies, storage and cache are per context), instead of launching and closing a browser per file.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await chromium.launchServer(CHROMIUM_OPTIONS);
  project.provide('browserEndpoint', server.wsEndpoint());
  return () => server.close();
}
