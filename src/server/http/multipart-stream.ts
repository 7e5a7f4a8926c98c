import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import busboy, { type Busboy } from 'busboy';
import type { Context } from 'hono';
import { BadRequestError } from './errors';
import { printable, unstorableText } from './storable-text';

/** A file part as it arrives: the field it was sent in, the file name it was sent under ('' for none), its bytes. */
export interface StreamedFile {
  field: string;
  fileName: string;
  stream: Readable;
}

export interface MultipartStreamOptions<T> {
  /** The most bytes the whole body may hold, counted as it is read (a chunked body declares no length). */
  maxBytes: number;
  tooLarge: () => BadRequestError;
  /** At most `files` file parts and `fields` text parts of at most `fieldSize` bytes; files are cut after `fileSize`. */
  limits: { files: number; fields: number; fieldSize: number; fileSize: number };
  tooManyFiles: () => BadRequestError;
  /**
   * Reads one file part to its end, in the order the parts come, while the rest of the body is still on its
   * way. Its result is kept (undefined: nothing to keep); a rejection ends the request.
   */
  onFile: (file: StreamedFile) => Promise<T | undefined>;
  /** Undoes a kept result when the request fails after all (another part, the body, the client gone). */
  discard: (result: T) => Promise<void>;
}

/** The text fields, every value of a repeated name in order, and the files' results in the order they came. */
export interface StreamedForm<T> {
  fields: ReadonlyMap<string, readonly string[]>;
  files: T[];
}

const notMultipart = () => new BadRequestError(['body: not valid multipart/form-data']);
const asError = (error: unknown): Error => (error instanceof Error ? error : notMultipart());

/** A field name, or its value or file name, that the database could not store (NUL), checked like JSON text. */
function unstorablePart(name: string, text: string): string | undefined {
  const problem = unstorableText(name) ?? unstorableText(text);
  return problem ? `${printable(name)}: ${problem}` : undefined;
}

function parserOf<T>(c: Context, options: MultipartStreamOptions<T>): Busboy {
  const contentType = c.req.header('Content-Type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) throw new BadRequestError(['body: expected multipart/form-data']);
  try {
    // One part over the files and fields allowed: reaching it means a part was left out (busboy stops there).
    const limits = { ...options.limits, parts: options.limits.files + options.limits.fields + 1 };
    // File names as browsers send them: UTF-8 (busboy's default for them is latin1).
    return busboy({ headers: { 'content-type': contentType }, limits, defParamCharset: 'utf8' });
  } catch {
    // No boundary, or not a content type at all.
    throw notMultipart();
  }
}

/** Counts the body's bytes on their way to the parser and stops it past the cap. */
function byteCounter(maxBytes: number, tooLarge: () => Error): Transform {
  let total = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      total += chunk.byteLength;
      if (total > maxBytes) done(tooLarge());
      else done(null, chunk);
    },
  });
}

/**
 * Reads a multipart/form-data body as it arrives, never holding it whole: text fields are collected (checked
 * like JSON text), and each file part is handed to `onFile` as a stream, which writes it where it belongs. Any
 * failure (a refused part, a limit, a malformed or cut-off body) stops reading, waits for every file part to
 * settle and discards what was kept, then throws: a bad body is a 400 with a readable message, never a 500,
 * while a failure of `onFile` itself (a full disk) is passed on as it is.
 */
export async function readMultipartStream<T>(c: Context, options: MultipartStreamOptions<T>): Promise<StreamedForm<T>> {
  const parser = parserOf(c, options);
  const body = c.req.raw.body;
  if (!body) throw notMultipart();

  const fields = new Map<string, string[]>();
  const files: Array<Promise<T | undefined>> = [];
  let failure: Error | undefined;
  const fail = (error: unknown) => {
    failure ??= asError(error);
    parser.destroy(failure);
  };

  parser.on('field', (name = '', value, info) => {
    const problem =
      unstorablePart(name, value) ?? (info.valueTruncated ? `${printable(name)}: longer than ${options.limits.fieldSize} bytes` : undefined);
    if (problem) fail(new BadRequestError([problem]));
    else fields.set(name, [...(fields.get(name) ?? []), value]);
  });
  parser.on('file', (name = '', stream, info) => {
    // A part its reader refused unread is destroyed with the request's failure, which is handled here already.
    stream.on('error', () => undefined);
    const fileName = info.filename ?? '';
    const problem = unstorablePart(name, fileName);
    if (failure !== undefined || problem) {
      stream.resume();
      if (problem) fail(new BadRequestError([problem]));
      return;
    }
    const read = options.onFile({ field: name, fileName, stream }).catch((error: unknown) => {
      // A part broken off by the body's own failure (malformed, cut short, the client gone) is bad input, not a
      // fault of its reader; a reader that stops on its own (a refusal, a full disk) leaves its stream unerrored.
      throw error instanceof BadRequestError || !stream.errored ? asError(error) : notMultipart();
    });
    read.catch(fail);
    files.push(read);
  });
  parser.on('filesLimit', () => fail(options.tooManyFiles()));
  parser.on('fieldsLimit', () => fail(new BadRequestError([`body: at most ${options.limits.fields} text fields`])));
  parser.on('partsLimit', () => fail(new BadRequestError([`body: at most ${options.limits.files + options.limits.fields} parts`])));

  try {
    await pipeline(Readable.fromWeb(body as NodeReadableStream<Uint8Array>), byteCounter(options.maxBytes, options.tooLarge), parser);
  } catch (error) {
    // Busboy's own errors (a malformed part header, the form ending early) and a body cut off by the client.
    failure ??= error instanceof BadRequestError ? error : notMultipart();
  }
  const settled = await Promise.allSettled(files);
  const rejected = settled.find((result) => result.status === 'rejected');
  if (rejected) fail(rejected.reason);
  const kept = settled.flatMap((result) => (result.status === 'fulfilled' && result.value !== undefined ? [result.value] : []));
  if (failure !== undefined) {
    await Promise.allSettled(kept.map((result) => options.discard(result)));
    throw failure;
  }
  return { fields, files: kept };
}
