import type { UploadDocModule } from '../src/domain/documents/centre/limits';
import { screenUploadFiles } from '../src/domain/documents/centre/upload-rules';
import type { UploadBatchContext, UploadFilesRequest, UploadNotice, UploadRow } from './upload-batch.types';

/**
 * The upload-batch machine's list operations, pure: what a pick adds, how a row's choice spreads under
 * apply-to-all, and what the upload actor is given. The machine's actions and guards call these.
 */

export type ChoiceField = 'type' | 'ref';

/** A selector's new value: a row's type, or its case's property control no. */
export type Choice = { field: 'type'; value: UploadDocModule | null } | { field: 'ref'; value: string | null };

/** How many more rows the list may take. */
export function roomLeft(context: Pick<UploadBatchContext, 'maxFiles' | 'rows'>): number {
  return context.maxFiles === null ? Number.POSITIVE_INFINITY : Math.max(0, context.maxFiles - context.rows.length);
}

/** What a pick or drop says: the whole pick refused (an error), or each removed file (a warning). */
export function pickNotices(files: readonly File[]): UploadNotice[] {
  const screened = screenUploadFiles(files);
  if (screened.refusal !== null) return [{ message: screened.refusal, tone: 'error' }];
  return screened.dropped.map(({ message }) => ({ message, tone: 'warning' }));
}

/** The files of a pick that join the list: the accepted ones, as many as there is room for. */
export function keptFiles(context: Pick<UploadBatchContext, 'maxFiles' | 'rows'>, files: readonly File[]): File[] {
  return screenUploadFiles(files).kept.slice(0, roomLeft(context));
}

/**
 * The list with the kept files appended, each under the next key. While apply-to-all is on, a new row takes
 * the first row's choice, as the rows it locks do.
 */
export function appendFiles(context: UploadBatchContext, files: readonly File[]): Pick<UploadBatchContext, 'rows' | 'counter'> {
  const first = context.rows[0];
  const added = keptFiles(context, files).map((file, offset): UploadRow => ({
    key: `${context.batchId}:${context.counter + offset + 1}`,
    file,
    name: file.name,
    size: file.size,
    docModule: context.applyAll.type && first ? first.docModule : null,
    propControlNo: context.applyAll.ref && first ? first.propControlNo : null,
    progress: 0,
    status: 'ready',
    error: null,
    documentIds: [],
  }));
  return { rows: [...context.rows, ...added], counter: context.counter + added.length };
}

export function hasRowAt(context: Pick<UploadBatchContext, 'rows'>, index: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < context.rows.length;
}

/** Whether a row's selector is free: the row exists, and apply-to-all does not lock it (row 0 stays free). */
export function canChoose(context: Pick<UploadBatchContext, 'rows' | 'applyAll'>, field: ChoiceField, index: number): boolean {
  return hasRowAt(context, index) && (index === 0 || !context.applyAll[field]);
}

/** A row's choice; on row 0 under apply-to-all it is every row's. */
export function chooseFor(context: Pick<UploadBatchContext, 'rows' | 'applyAll'>, index: number, choice: Choice): UploadRow[] {
  const everyRow = index === 0 && context.applyAll[choice.field];
  const patch: Partial<UploadRow> = choice.field === 'type' ? { docModule: choice.value } : { propControlNo: choice.value?.trim() || null };
  return context.rows.map((row, at) => (everyRow || at === index ? { ...row, ...patch } : row));
}

/** Turning apply-to-all on copies the first row's choice to every row. */
export function applyAllRows(context: Pick<UploadBatchContext, 'rows'>, field: ChoiceField, on: boolean): UploadRow[] {
  const first = context.rows[0];
  if (!on || !first) return context.rows;
  const patch = field === 'type' ? { docModule: first.docModule } : { propControlNo: first.propControlNo };
  return context.rows.map((row) => ({ ...row, ...patch }));
}

/** Save or Retry: the rows still to store (ready, or failed before) start again from nothing. */
export function startRows(rows: readonly UploadRow[]): UploadRow[] {
  return rows.map((row) => (row.status === 'ready' || row.status === 'failed' ? { ...row, status: 'uploading', progress: 0, error: null } : row));
}

export function patchRow(rows: readonly UploadRow[], key: string, patch: Partial<UploadRow>): UploadRow[] {
  return rows.map((row) => (row.key === key ? { ...row, ...patch } : row));
}

export function isUploading(rows: readonly UploadRow[], key: string): boolean {
  return rows.some((row) => row.key === key && row.status === 'uploading');
}

/** The actor's input: every row being uploaded, with the choices Save checked. */
export function uploadRequestFor(context: Pick<UploadBatchContext, 'rows'>): UploadFilesRequest {
  return {
    files: context.rows.flatMap((row) =>
      row.status === 'uploading' && row.docModule !== null && row.propControlNo !== null
        ? [{ key: row.key, file: row.file, docModule: row.docModule, propControlNo: row.propControlNo }]
        : [],
    ),
  };
}

export function countStatus(rows: readonly UploadRow[], status: UploadRow['status']): number {
  return rows.filter((row) => row.status === status).length;
}
