import { assign, fromCallback, setup, type AnyEventObject } from 'xstate';
import type { UploadDocModule } from '../src/domain/documents/centre/limits';
import { rowProblem } from '../src/domain/documents/centre/upload-rules';
import { messages } from '../src/domain/messages';
import { failureText } from './flow-alert';
import {
  appendFiles,
  applyAllRows,
  canChoose,
  chooseFor,
  countStatus,
  hasRowAt,
  isUploading,
  keptFiles,
  patchRow,
  pickNotices,
  roomLeft,
  startRows,
  uploadRequestFor,
  type Choice,
  type ChoiceField,
} from './upload-batch.rows';
import type { UploadBatchContext, UploadBatchEvent, UploadBatchInput, UploadFilesRequest } from './upload-batch.types';

export * from './upload-batch.types';

/**
 * The upload page and the Upload Document dialog (seed 002 §2.8, §4 "Upload", §5; seed 000 §8). What the screen
 * reads: tag 'dropZone' (the drop zone and file picker), 'fileTable' (the rows), 'busy', 'error';
 * `context.rows` (progress per file, `batchProgress(rows)` for the batch), `context.notices` (toasts),
 * `context.problem` ('All need to select'), `context.uploaded` (names stored, shown once on 'done').
 * `state.can(...)` says what is enabled: Save / Ok, each row's selectors (locked by apply-to-all), Retry.
 */

/** The default for the screen's uploader: it fails at once, naming the actor, so a forgotten provide shows up. */
const uploadFilesNotProvided = fromCallback<AnyEventObject, UploadFilesRequest>(() => {
  throw new Error('Actor "uploadFiles" is not provided: supply it with machine.provide({ actors: { uploadFiles } }).');
});

type FilesParams = { files: readonly File[] };
type ChoiceParams = Choice & { index: number };
type ApplyAllParams = { field: ChoiceField; on: boolean };
type KeyParams = { key: string };

// Params functions for the transitions below: each names the event fields it reads.
const eventFiles = ({ event }: { event: FilesParams }): FilesParams => ({ files: event.files });
const eventIndex = ({ event }: { event: { index: number } }) => ({ index: event.index });
const eventKey = ({ event }: { event: KeyParams }): KeyParams => ({ key: event.key });
const typeChoice = ({ event }: { event: { index: number; docModule: UploadDocModule | null } }): ChoiceParams => ({
  field: 'type',
  index: event.index,
  value: event.docModule,
});
const refChoice = ({ event }: { event: { index: number; propControlNo: string | null } }): ChoiceParams => ({
  field: 'ref',
  index: event.index,
  value: event.propControlNo,
});
const applyAllOf =
  (field: ChoiceField) =>
  ({ event }: { event: { on: boolean } }): ApplyAllParams => ({ field, on: event.on });

/** A choice of row `index`: refused while apply-to-all locks the row. */
const choose = <TParams extends typeof typeChoice | typeof refChoice>(params: TParams) =>
  ({ guard: { type: 'canChoose', params }, target: '.sorting', actions: { type: 'choose', params } }) as const;

const applyAll = (field: ChoiceField) =>
  ({
    guard: { type: 'turnsApplyAll', params: applyAllOf(field) },
    target: '.sorting',
    actions: { type: 'setApplyAll', params: applyAllOf(field) },
  }) as const;

/** Where the list is not shown (the drop zone): a pick starts a list, or only says why nothing was kept. */
const startList = { guard: { type: 'keepsAny', params: eventFiles }, target: 'chosen' } as const;
const pickRefused = { actions: { type: 'noteDropped', params: eventFiles } } as const;

const cleared = { rows: [], applyAll: { type: false, ref: false }, notices: [], problem: null, uploaded: [] };

export const uploadBatchMachine = setup({
  types: {
    context: {} as UploadBatchContext,
    events: {} as UploadBatchEvent,
    input: {} as UploadBatchInput,
  },
  actors: {
    /** One POST /multi-upload-document per file, Idempotency-Key = the row's key; reports back as it goes. */
    uploadFiles: uploadFilesNotProvided,
  },
  guards: {
    keepsAny: ({ context }, params: FilesParams) => keptFiles(context, params.files).length > 0,
    hasRoom: ({ context }) => roomLeft(context) > 0,
    canChoose: ({ context }, params: ChoiceParams) => canChoose(context, params.field, params.index),
    turnsApplyAll: ({ context }, params: ApplyAllParams) => context.applyAll[params.field] !== params.on,
    isOnlyRow: ({ context }, params: { index: number }) => context.rows.length === 1 && params.index === 0,
    hasRow: ({ context }, params: { index: number }) => hasRowAt(context, params.index),
    hasRowProblem: ({ context }) => rowProblem(context.rows) !== null,
    // The page shows Save with the table and refuses it with 'All need to select'; the dialog's Ok only shows
    // once the file, the case and the type are chosen (seed 000 §8), so the dialog never refuses.
    refusesIncompleteSave: ({ context }) => context.maxFiles !== 1,
    isUploadingKey: ({ context }, params: KeyParams) => isUploading(context.rows, params.key),
    allDone: ({ context }) => context.rows.every((row) => row.status === 'done'),
    noneDone: ({ context }) => countStatus(context.rows, 'done') === 0,
  },
  actions: {
    addFiles: assign(({ context }, params: FilesParams) => ({ ...appendFiles(context, params.files), notices: pickNotices(params.files) })),
    noteDropped: assign((_, params: FilesParams) => ({ notices: pickNotices(params.files) })),
    noteEmptyDrop: assign({ notices: [{ message: messages.emptyDrop, tone: 'error' as const }] }),
    clearUploaded: assign({ uploaded: [] }),
    choose: assign(({ context }, params: ChoiceParams) => ({ rows: chooseFor(context, params.index, params) })),
    setApplyAll: assign(({ context }, params: ApplyAllParams) => ({
      applyAll: { ...context.applyAll, [params.field]: params.on },
      rows: applyAllRows(context, params.field, params.on),
    })),
    removeRow: assign(({ context }, params: { index: number }) => ({ rows: context.rows.filter((_, at) => at !== params.index) })),
    clearAll: assign(cleared),
    clearProblem: assign({ problem: null }),
    refuseSave: assign(({ context }) => ({ problem: rowProblem(context.rows) })),
    startUpload: assign(({ context }) => ({
      rows: startRows(context.rows),
      notices: [{ message: messages.uploading, tone: 'info' as const }],
      problem: null,
    })),
    trackProgress: assign(({ context }, params: KeyParams & { fraction: number }) => ({
      rows: patchRow(context.rows, params.key, { progress: Math.min(1, Math.max(0, params.fraction)) }),
    })),
    markDone: assign(({ context }, params: KeyParams & { documentIds: number[] }) => ({
      rows: patchRow(context.rows, params.key, { status: 'done', progress: 1, error: null, documentIds: params.documentIds }),
    })),
    markFailed: assign(({ context }, params: KeyParams & { error: string }) => ({
      rows: patchRow(context.rows, params.key, { status: 'failed', error: params.error }),
    })),
    // A file the uploader never reported on (or every file, when the uploader itself failed) has failed.
    failUnreported: assign(({ context }, params: { error: string }) => ({
      rows: context.rows.map((row) => (row.status === 'uploading' ? { ...row, status: 'failed' as const, error: params.error } : row)),
    })),
    // Seed 002 §4: Save resets the list; the stored names are shown once.
    announceDone: assign(({ context }) => ({
      ...cleared,
      notices: [{ message: messages.uploadDone(context.rows.length), tone: 'success' as const }],
      uploaded: context.rows.map((row) => ({ name: row.name, documentIds: row.documentIds })),
    })),
    announceAllFailed: assign({ notices: [{ message: messages.uploadFailed, tone: 'error' as const }] }),
    announcePartlyFailed: assign(({ context }) => ({
      notices: [{ message: messages.uploadPartlyFailed(countStatus(context.rows, 'failed'), context.rows.length), tone: 'error' as const }],
    })),
  },
}).createMachine({
  id: 'uploadBatch',
  description: 'Upload new documents: choose files, give each a case and a type, upload with progress, retry the failed.',
  context: ({ input }) => ({
    batchId: input.batchId,
    maxFiles: input.maxFiles === undefined ? null : Math.max(1, Math.floor(input.maxFiles)),
    counter: 0,
    ...cleared,
  }),
  initial: 'empty',
  states: {
    empty: {
      description: "The drop zone and file picker; unaccepted or over-10MB files are removed, an empty drop says 'error file !'.",
      tags: ['dropZone'],
      on: {
        'files.add': [{ ...startList, actions: { type: 'addFiles', params: eventFiles } }, pickRefused],
        'files.emptyDrop': { actions: 'noteEmptyDrop' },
      },
    },
    chosen: {
      description: 'The table of chosen files: case ref and type per row, apply-to-all on the first row, remove, Save and Cancel.',
      tags: ['fileTable'],
      initial: 'sorting',
      on: {
        'files.add': [
          { guard: { type: 'keepsAny', params: eventFiles }, target: '.sorting', actions: { type: 'addFiles', params: eventFiles } },
          { guard: 'hasRoom', actions: { type: 'noteDropped', params: eventFiles } },
        ],
        'row.setType': choose(typeChoice),
        'row.setRef': choose(refChoice),
        'applyAll.type': applyAll('type'),
        'applyAll.ref': applyAll('ref'),
        'row.remove': [
          { guard: { type: 'isOnlyRow', params: eventIndex }, target: 'empty', actions: 'clearAll' },
          { guard: { type: 'hasRow', params: eventIndex }, target: '.sorting', actions: { type: 'removeRow', params: eventIndex } },
        ],
        cancel: { target: 'empty', actions: 'clearAll' },
      },
      states: {
        sorting: {
          description: 'Checks whether every row has a case and a type.',
          entry: 'clearProblem',
          always: [{ guard: 'hasRowProblem', target: 'incomplete' }, { target: 'ready' }],
        },
        incomplete: {
          description: "A row lacks its case or type: the page's Save answers 'All need to select'; the dialog shows no Ok yet.",
          initial: 'editing',
          on: { save: { guard: 'refusesIncompleteSave', target: '.refused', actions: 'refuseSave' } },
          states: {
            editing: { description: 'Choices are being made.' },
            refused: { description: "'All need to select' shows until the next change.", tags: ['error'] },
          },
        },
        ready: {
          description: 'Every row has a case and a type: Save (the dialog: Ok) uploads.',
          on: { save: { target: '#uploadBatch.uploading' } },
        },
      },
    },
    uploading: {
      description: "'Uploading': each file goes up with its own progress bar and the batch's; the choices are locked.",
      tags: ['busy', 'fileTable'],
      entry: 'startUpload',
      invoke: {
        id: 'uploadFiles',
        src: 'uploadFiles',
        input: ({ context }) => uploadRequestFor(context),
        onError: { target: 'settling', actions: { type: 'failUnreported', params: ({ event }) => ({ error: failureText(event.error) }) } },
      },
      on: {
        'upload.progress': {
          guard: { type: 'isUploadingKey', params: eventKey },
          actions: { type: 'trackProgress', params: ({ event }) => ({ key: event.key, fraction: event.fraction }) },
        },
        'upload.fileDone': {
          guard: { type: 'isUploadingKey', params: eventKey },
          actions: { type: 'markDone', params: ({ event }) => ({ key: event.key, documentIds: event.documentIds }) },
        },
        'upload.fileFailed': {
          guard: { type: 'isUploadingKey', params: eventKey },
          actions: { type: 'markFailed', params: ({ event }) => ({ key: event.key, error: event.error }) },
        },
        'upload.finished': { target: 'settling', actions: { type: 'failUnreported', params: { error: messages.uploadFailed } } },
      },
    },
    settling: {
      description: 'Every file has ended: all stored, none stored, or some.',
      always: [
        { guard: 'allDone', target: 'done', actions: 'announceDone' },
        { guard: 'noneDone', target: 'partlyFailed', actions: 'announceAllFailed' },
        { target: 'partlyFailed', actions: 'announcePartlyFailed' },
      ],
    },
    done: {
      description: "Every file stored: 'n documents uploaded.', their names shown once; the list is reset for another pick.",
      tags: ['dropZone'],
      on: {
        'files.add': [{ ...startList, actions: ['clearUploaded', { type: 'addFiles', params: eventFiles }] }, pickRefused],
        'files.emptyDrop': { actions: 'noteEmptyDrop' },
      },
    },
    partlyFailed: {
      description: "'Upload Failed' or 'n of m documents could not be uploaded.': stored files stay done; Retry sends the failed ones.",
      tags: ['error', 'fileTable'],
      on: {
        retry: { target: 'uploading' },
        cancel: { target: 'empty', actions: 'clearAll' },
      },
    },
  },
});
