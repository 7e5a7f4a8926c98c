import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../src/server/db/schema';
import { FILE_PATH_COLUMNS } from '../../src/server/housekeeping/file-columns';

/*
 * The sweep removes every stored file that no column of FILE_PATH_COLUMNS names: a new kind of file whose column
 * is not in that list would be swept an hour after it is written. So every column whose name says "file" (a path,
 * a logo, a PDF, a reply, an attachment …) must be in the list, or named below as holding something else.
 */

const LOOKS_LIKE_A_FILE =
  /file|path|logo|pdf|image|photo|picture|scan|attachment|blob|object|storage|bucket|upload(?!_key)|document_(?!ids?$|type$|module$)/;

/** Columns whose names look like files but hold no path of the store, and what they hold. */
const NOT_A_FILE: Record<string, string> = {
  'property_documents.file_name': 'the name the file downloads as',
  'property_documents.file_extension': "the file's real extension",
  'property_documents.file_size': "the file's size in bytes",
  'property_documents.upload_type': 'SIGNED, ACCEPTANCE or COMMON',
  'outbox_messages.attachment_document_ids': 'ids of property documents, whose files are their file_path',
};

const qualified = (table: PgTable, column: string) => `${getTableConfig(table).name}.${column}`;
const tables = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable => value instanceof PgTable);

describe('the columns the file sweep reads', () => {
  it('name every column that looks like it keeps a file', () => {
    const listed = new Set(FILE_PATH_COLUMNS.map((column) => qualified(column.table, column.name)));
    const looking = tables.flatMap((table) =>
      getTableConfig(table)
        .columns.filter((column) => LOOKS_LIKE_A_FILE.test(column.name))
        .map((column) => qualified(table, column.name)),
    );
    expect(looking.filter((column) => !listed.has(column) && !(column in NOT_A_FILE))).toEqual([]);
    // The check sees the columns it is about: were it blind, an empty list would pass it.
    expect(looking).toEqual(expect.arrayContaining([...listed]));
  });

  it('list text columns of tables in the schema, each once, and nothing the exceptions name', () => {
    const inSchema = new Set(tables.flatMap((table) => getTableConfig(table).columns.map((column) => qualified(table, column.name))));
    const listed = FILE_PATH_COLUMNS.map((column) => qualified(column.table, column.name));
    expect(listed.filter((column) => !inSchema.has(column))).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
    expect(FILE_PATH_COLUMNS.filter((column) => column.getSQLType() !== 'text').map((column) => column.name)).toEqual([]);
    expect(listed.filter((column) => column in NOT_A_FILE)).toEqual([]);
  });

  it('name only columns of the schema that look like files among the exceptions', () => {
    const looking = new Set(
      tables.flatMap((table) =>
        getTableConfig(table)
          .columns.filter((column) => LOOKS_LIKE_A_FILE.test(column.name))
          .map((column) => qualified(table, column.name)),
      ),
    );
    expect(Object.keys(NOT_A_FILE).filter((column) => !looking.has(column))).toEqual([]);
  });

  it('takes the names a new kind of file would have for a file', () => {
    const looksLikeAFile = (name: string) => LOOKS_LIKE_A_FILE.test(name);
    for (const name of [
      'reply_file',
      'logo_path',
      'receipt_pdf',
      'scan',
      'attachment_path',
      'stamp_duty_pdf_path',
      'photo',
      'document_path',
      'upload_path',
    ]) {
      expect(looksLikeAFile(name), name).toBe(true);
    }
    for (const name of ['upload_key', 'document_type', 'request_key', 'link', 'location_map']) expect(looksLikeAFile(name), name).toBe(false);
  });
});
