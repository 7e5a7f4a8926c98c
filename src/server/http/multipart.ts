import type { Context } from 'hono';
import { BadRequestError } from './errors';
import { printable, unstorableText } from './storable-text';

/** The fields of a multipart form: text, or a file. A name sent twice is dropped, never guessed between. */
export type MultipartForm = Record<string, string | File>;

/**
 * Room for the multipart boundaries, part headers and text fields around the files of an upload. (A form whose
 * fields repeat, the document centre's, is streamed instead: multipart-stream.ts.)
 */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** The multipart fields; a body that is not multipart form data is a 400 like any other bad input. */
export async function readMultipart(c: Context): Promise<MultipartForm> {
  if (!(c.req.header('Content-Type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
    throw new BadRequestError(['body: expected multipart/form-data']);
  }
  let form: MultipartForm;
  try {
    const fields = await c.req.parseBody();
    form = Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string | File] => !Array.isArray(entry[1])));
  } catch {
    throw new BadRequestError(['body: not valid multipart/form-data']);
  }
  const problem = unstorablePart(form);
  if (problem) throw new BadRequestError([problem]);
  return form;
}

/** A text field, or a file's name, that the database could not store (NUL), checked like JSON text. */
function unstorablePart(form: MultipartForm): string | undefined {
  for (const [name, value] of Object.entries(form)) {
    const text = typeof value === 'string' ? value : value.name;
    const problem = unstorableText(name) ?? unstorableText(text);
    if (problem) return `${printable(name)}: ${problem}`;
  }
  return undefined;
}

/**
 * The file sent in a field, or undefined when none was chosen. A file input left empty still sends a part
 * with no name and no bytes, and a client may send text there. Not instanceof File: the parsed parts may
 * come from another realm's File class (undici).
 */
export function chosenFile(form: MultipartForm, name: string): File | undefined {
  const value = form[name];
  if (value === undefined || typeof value === 'string') return undefined;
  if (value.size === 0 && value.name === '') return undefined;
  return value;
}

/** The named text fields that were sent as text (a file sent in their place is left out). */
export function textFields(form: MultipartForm, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    names.flatMap((name) => {
      const value = form[name];
      return typeof value === 'string' ? [[name, value]] : [];
    }),
  );
}
