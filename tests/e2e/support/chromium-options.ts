import type { LaunchOptions } from 'playwright-core';
import { chromiumPath } from '../../../scripts/chromium-path.mjs';

/** The system Chromium (no browser downloads here), headless, with the flags this closed network needs. */
export const CHROMIUM_OPTIONS: LaunchOptions = {
  executablePath: chromiumPath(),
  headless: true,
  args: ['--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'],
};
