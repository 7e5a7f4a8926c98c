import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';

/** What the global set-up (seeded-start.global.ts) made once for the run: a migrated and seeded database to copy. */
export type SeededStart = { kind: 'pglite'; dumpFile: string; filesDir: string } | { kind: 'postgres'; template: string; filesDir: string };

declare module 'vitest' {
  export interface ProvidedContext {
    seededStart: SeededStart;
  }
}

export function seededStart(): SeededStart {
  return inject('seededStart');
}

// One read of the dump per worker process (its files share the process: the server project does not isolate).
const dumps = new Map<string, Promise<Blob>>();

/** The dump a PGlite starts from; PGlite reads it and keeps nothing of it, so every server may use the same Blob. */
export function pgliteDump(dumpFile: string): Promise<Blob> {
  let dump = dumps.get(dumpFile);
  if (!dump) {
    dump = readFile(dumpFile).then((bytes) => new Blob([bytes]));
    dumps.set(dumpFile, dump);
  }
  return dump;
}
