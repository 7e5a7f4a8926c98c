import type { AnyEventObject, EventFromLogic, SnapshotFrom } from 'xstate';
import type { UploadDocModule } from '../src/domain/documents/centre/limits';
import { messages } from '../src/domain/messages';
import { actorError, type SampleEvents } from './registry';
import type { uploadBatchMachine } from './upload-batch.machine';
import type { UploadBatchContext, UploadBatchInput } from './upload-batch.types';

/**
 * A File that reports `size` without holding the bytes: the machine reads only name, size and type, and the
 * diagram page should not allocate 20 MB to show the 10MB edge. It serialises as its name, size and type, so
 * the model (which tells events and states apart by their JSON) tells the picks apart.
 */
export function sampleFile(name: string, size: number, type: string): File {
  const file = new File([], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  Object.defineProperty(file, 'toJSON', { value: () => ({ name, size, type }) });
  return file;
}

export const SCAN_AT_LIMIT = sampleFile('title-deed-scan.pdf', 10_000_000, 'application/pdf');
export const SCAN_OVER_LIMIT = sampleFile('title-deed-scan-hires.pdf', 10_000_001, 'application/pdf');
export const STATEMENT_XLSX = sampleFile('completion-statement.xlsx', 86_400, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
export const SETUP_EXE = sampleFile('setup.exe', 40_960, 'application/x-msdownload');

/** The first pick keeps the 10,000,000-byte scan and removes the 10,000,001-byte one. */
export const PICK_FIRST = [SCAN_AT_LIMIT, SCAN_OVER_LIMIT];
export const PICK_SECOND = [STATEMENT_XLSX];
/** Nothing of this pick is kept: a type not accepted and a file over 10MB. */
export const PICK_NOTHING = [SETUP_EXE, SCAN_OVER_LIMIT];

export const BATCH_ID = 'upload-1';
export const rowKey = (n: number) => `${BATCH_ID}:${n}`;

/** The choices the model makes per row: row 0 an OTP of one case, row 1 another type of another case. */
export const SAMPLE_TYPES: readonly UploadDocModule[] = ['otp', 'other'];
export const SAMPLE_REFS: readonly string[] = ['P2026-000101', 'P2026-000102'];

/** The upload page, and the Upload Document dialog (one file). */
export const uploadBatchInputs: readonly UploadBatchInput[] = [{ batchId: BATCH_ID }, { batchId: BATCH_ID, maxFiles: 1 }];

export const uploadBatchSamples: SampleEvents<EventFromLogic<typeof uploadBatchMachine>> = {
  'files.add': [PICK_FIRST, PICK_SECOND, PICK_NOTHING].map((files) => ({ type: 'files.add' as const, files })),
  'files.emptyDrop': [{ type: 'files.emptyDrop' }],
  'row.setType': SAMPLE_TYPES.map((docModule, index) => ({ type: 'row.setType' as const, index, docModule })),
  'row.setRef': SAMPLE_REFS.map((propControlNo, index) => ({ type: 'row.setRef' as const, index, propControlNo })),
  'applyAll.type': [true, false].map((on) => ({ type: 'applyAll.type' as const, on })),
  'applyAll.ref': [true, false].map((on) => ({ type: 'applyAll.ref' as const, on })),
  'row.remove': [0, 1].map((index) => ({ type: 'row.remove' as const, index })),
  save: [{ type: 'save' }],
  cancel: [{ type: 'cancel' }],
  retry: [{ type: 'retry' }],
  'upload.progress': [{ type: 'upload.progress', key: rowKey(1), fraction: 0.5 }],
  'upload.fileDone': [1, 2].map((n) => ({ type: 'upload.fileDone' as const, key: rowKey(n), documentIds: [500 + n] })),
  'upload.fileFailed': [1, 2].map((n) => ({ type: 'upload.fileFailed' as const, key: rowKey(n), error: messages.networkError })),
  'upload.finished': [{ type: 'upload.finished' }],
  'xstate.error.actor.uploadFiles': [actorError('uploadFiles', messages.networkError)],
};

type Snapshot = SnapshotFrom<typeof uploadBatchMachine>;
type Event = EventFromLogic<typeof uploadBatchMachine>;

/** Nothing chosen on any row and apply-to-all off: the list as the pick left it. */
function untouched(context: UploadBatchContext): boolean {
  const flagsOff = !context.applyAll.type && !context.applyAll.ref;
  return flagsOff && context.rows.every((row) => row.docModule === null && row.propControlNo === null);
}

/** Every row holds the model's own choice for it and apply-to-all is off: the one filling that is saved. */
function sampleFilling(context: UploadBatchContext): boolean {
  const flagsOff = !context.applyAll.type && !context.applyAll.ref;
  return flagsOff && context.rows.every((row, index) => row.docModule === SAMPLE_TYPES[index] && row.propControlNo === SAMPLE_REFS[index]);
}

/**
 * Keeps the model to what a user can do and small enough to replay: only enabled controls are used; a list
 * holds at most the two picks; each selector is set once (apply-to-all is turned on before row 0 is chosen, so
 * the spread shows); remove, Cancel and a refused Save happen on the untouched list; one filling is saved; the
 * uploader reports each file once and finishes after all of them; the list started after 'done' is not explored.
 */
export function uploadBatchAllows(snapshot: Snapshot, anyEvent: AnyEventObject): boolean {
  const { context } = snapshot;
  const { rows } = context;
  if (anyEvent.type === 'xstate.error.actor.uploadFiles') return rows.every((row) => row.status === 'uploading' && row.progress === 0);
  const event = anyEvent as Event;
  if (!snapshot.can(event)) return false;
  if (snapshot.matches('chosen') && rows[0]?.key !== rowKey(1)) return false;
  switch (event.type) {
    case 'files.add':
      // One list from the drop zone, and one after 'done' (each pick uses up keys, so a cycle through Cancel
      // would never end).
      if (!snapshot.matches('chosen')) {
        const startsList = context.counter === 0 || snapshot.matches('done');
        return event.files === PICK_NOTHING || (event.files === PICK_FIRST && startsList);
      }
      return context.counter === 1 && rows.length === 1 && untouched(context) && event.files !== PICK_FIRST;
    case 'row.setType':
      return rows[event.index]?.docModule === null;
    case 'row.setRef':
      return rows[event.index]?.propControlNo === null;
    case 'applyAll.type':
      return !event.on || (rows.length === 2 && rows[0]?.docModule === null);
    case 'applyAll.ref':
      return !event.on || (rows.length === 2 && rows[0]?.propControlNo === null);
    case 'row.remove':
    case 'cancel':
      return snapshot.matches('partlyFailed') || untouched(context);
    case 'save':
      return snapshot.matches({ chosen: 'ready' }) ? sampleFilling(context) : untouched(context);
    case 'upload.progress':
      return rows.some((row) => row.key === event.key && row.progress === 0);
    case 'upload.finished':
      return !rows.some((row) => row.status === 'uploading');
    default:
      return true;
  }
}
