import type * as Fs from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFileStore } from '../../src/server/services/files/file-store';

/*
 * A refused upload's partial copy must be gone when `receive` rejects: the route answers 400 right after, and a
 * copy the store removes later (or never) is a file nothing owns. The file is created by the write stream's open,
 * which may still be on its way when the source fails; here every open is slowed down so that race always happens.
 */
const OPEN_DELAY_MS = 50;

vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof Fs>();
  const slowOpen = ((...args: Parameters<typeof fs.open>) => {
    setTimeout(() => fs.open(...args), OPEN_DELAY_MS);
  }) as typeof fs.open;
  const createWriteStream = (file: Fs.PathLike, options: { flags?: string; mode?: number }) =>
    fs.createWriteStream(file, { ...options, fs: { open: slowOpen, write: fs.write, writev: fs.writev, close: fs.close } });
  return { ...fs, default: { ...fs, createWriteStream }, createWriteStream };
});

describe('FileStore.receive when its source fails', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'cw-receive-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const failing = {
    'before its first byte': async function* (): AsyncGenerator<Uint8Array> {
      yield* [];
      await Promise.resolve();
      throw new Error('refused');
    },
    'after some bytes': async function* (): AsyncGenerator<Uint8Array> {
      yield new TextEncoder().encode('%PDF-1.4 the start of a file');
      await Promise.resolve();
      throw new Error('refused');
    },
  };

  for (const [when, source] of Object.entries(failing)) {
    it(`leaves no partial copy in the folder by the time it rejects (${when})`, async () => {
      const store = createFileStore(dir);
      await expect(store.receive('uploads', source())).rejects.toThrow('refused');
      expect(await readdir(path.join(dir, 'uploads'))).toEqual([]);
      // Nor does one appear afterwards, once the slowed open would have created it.
      await new Promise((resolve) => setTimeout(resolve, OPEN_DELAY_MS * 2));
      expect(await readdir(path.join(dir, 'uploads'))).toEqual([]);
    });
  }

  it('still receives a whole file through the slowed open', async () => {
    const store = createFileStore(dir);
    const file = await store.receive('uploads', Readable.from([new TextEncoder().encode('whole')]));
    expect(await readdir(path.join(dir, 'uploads'))).toEqual([file.name]);
    await store.discard(file);
  });
});
