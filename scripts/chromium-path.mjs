import { existsSync } from 'node:fs';

/** The system Chromium used by every browser test (no browser downloads work here). */
export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  const found = candidates.find((p) => p && existsSync(p));
  if (!found) throw new Error('No Chromium found: install it (apt-get install -y chromium) or set CHROMIUM_PATH.');
  return found;
}
