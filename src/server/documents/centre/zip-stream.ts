import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** One entry of a zip: its name and how to read its bytes when the stream reaches it. */
export interface ZipEntrySource {
  name: string;
  extension: string;
  modifiedAt: Date;
  read: () => Promise<Uint8Array>;
}

/** Formats that are compressed already: deflating them again costs time and saves nothing. */
const STORED_AS_IS = new Set([
  'zip',
  'docx',
  'xlsx',
  'pptx',
  'xlsm',
  'xlsb',
  'dotx',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'mp3',
  'mp4',
  'm4a',
  'mov',
  'webm',
  'mkv',
  'ogg',
]);

/**
 * A zip of the entries as a byte stream: each file is read only when the reader asks for more, and fflate hands
 * its compressed chunks straight on, so at most one file and its chunks are held at a time, never the whole zip.
 * A file that cannot be read fails the stream (the download breaks rather than lacking a file silently).
 */
export function zipStream(entries: readonly ZipEntrySource[]): ReadableStream<Uint8Array> {
  let next = 0;
  let zip: Zip | undefined;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip = new Zip((error, chunk, final) => {
        if (error) {
          controller.error(error);
          return;
        }
        controller.enqueue(chunk);
        if (final) controller.close();
      });
    },
    async pull(controller) {
      if (!zip) return;
      const entry = entries[next];
      next += 1;
      if (!entry) {
        zip.end();
        return;
      }
      try {
        const bytes = await entry.read();
        const file = STORED_AS_IS.has(entry.extension.toLowerCase()) ? new ZipPassThrough(entry.name) : new ZipDeflate(entry.name, { level: 6 });
        file.mtime = entry.modifiedAt;
        zip.add(file);
        file.push(bytes, true);
      } catch (error) {
        controller.error(error);
      }
    },
    cancel() {
      zip?.terminate();
    },
  });
}
