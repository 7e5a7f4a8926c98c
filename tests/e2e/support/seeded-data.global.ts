import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { runBuiltServer } from './server';

/**
 * The e2e project's global set-up: one start of the built server over an empty data directory migrates it and
 * seeds the demo data, as `npm start` does the first time; every server of the run starts from a copy
 * (startServer). Its secrets are removed, so each server still makes its own keys.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cw-e2e-seeded-'));
  const running = await runBuiltServer(dataDir);
  await running.stop({ keepData: true });
  rmSync(path.join(dataDir, 'secrets'), { recursive: true, force: true });
  project.provide('seededDataDir', dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}
