import type { UploadDocModule } from '../src/domain/documents/centre/limits';

/**
 * The public surface of the upload-batch machine (seed 002 §2.8, §4 "Upload", §5 "Documents", §8; seed 000 §8
 * the Upload Document dialog).
 */

export interface UploadBatchInput {
  /** Prefix of every row's key; unique per page visit or dialog opening. */
  batchId: string;
  /** At most this many rows; 1 is the Upload Document dialog. Unlimited when left out. */
  maxFiles?: number;
}

export type UploadRowStatus = 'ready' | 'uploading' | 'done' | 'failed';

export interface UploadRow {
  /** `${batchId}:${n}`: stable across retries, sent as the Idempotency-Key, so a retry never stores twice. */
  key: string;
  file: File;
  name: string;
  /** Bytes. */
  size: number;
  docModule: UploadDocModule | null;
  /** The chosen case's property control no.; null until chosen. */
  propControlNo: string | null;
  /** 0..1 of this file sent. */
  progress: number;
  status: UploadRowStatus;
  /** Why this file failed; null otherwise. */
  error: string | null;
  /** The documents the server stored for this file, once done. */
  documentIds: number[];
}

export interface UploadNotice {
  message: string;
  tone: 'info' | 'success' | 'warning' | 'error';
}

/** What 'done' shows once: the files the finished list stored. */
export interface UploadedFile {
  name: string;
  documentIds: number[];
}

export interface UploadBatchContext {
  batchId: string;
  maxFiles: number | null;
  /** The last n used in a key. */
  counter: number;
  rows: UploadRow[];
  /** The apply-to-all checkboxes of the first row: while on, row 0's choice is every row's and the others lock. */
  applyAll: { type: boolean; ref: boolean };
  /** What the last pick, drop or upload said (files removed, 'Uploading', the outcome). */
  notices: UploadNotice[];
  /** Why Save was refused ('All need to select'); null otherwise. */
  problem: string | null;
  uploaded: UploadedFile[];
}

/** One file as the upload actor sends it: POST /multi-upload-document with `key` as the Idempotency-Key. */
export interface UploadFileRequest {
  key: string;
  file: File;
  docModule: UploadDocModule;
  propControlNo: string;
}

/** The actor's input: the files to send now (all of them, or the failed ones on a retry). */
export interface UploadFilesRequest {
  files: UploadFileRequest[];
}

/** What the upload actor sends back: per file progress and outcome, then 'upload.finished' once all have ended. */
export type UploadReport =
  | { type: 'upload.progress'; key: string; fraction: number }
  | { type: 'upload.fileDone'; key: string; documentIds: number[] }
  | { type: 'upload.fileFailed'; key: string; error: string }
  | { type: 'upload.finished' };

export type UploadBatchEvent =
  | { type: 'files.add'; files: File[] }
  | { type: 'files.emptyDrop' }
  | { type: 'row.setType'; index: number; docModule: UploadDocModule | null }
  | { type: 'row.setRef'; index: number; propControlNo: string | null }
  | { type: 'applyAll.type'; on: boolean }
  | { type: 'applyAll.ref'; on: boolean }
  | { type: 'row.remove'; index: number }
  | { type: 'save' }
  | { type: 'cancel' }
  | { type: 'retry' }
  | UploadReport;

/** The batch's progress bar: the mean of the rows' progress (0 with no rows). */
export function batchProgress(rows: readonly Pick<UploadRow, 'progress'>[]): number {
  if (rows.length === 0) return 0;
  return rows.reduce((sum, row) => sum + row.progress, 0) / rows.length;
}
