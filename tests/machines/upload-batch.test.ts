import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, type AnyEventObject } from 'xstate';
import {
  batchProgress,
  uploadBatchMachine,
  type UploadBatchInput,
  type UploadFilesRequest,
  type UploadReport,
} from '../../machines/upload-batch.machine';
import { PICK_FIRST, PICK_NOTHING, SCAN_AT_LIMIT, SETUP_EXE, STATEMENT_XLSX, sampleFile } from '../../machines/upload-batch.samples';
import { messages } from '../../src/domain/messages';
import { expectDescribedAndNamed } from './support/machine-rules';
import { registryEntry } from './support/registry-entry';

const DEED = sampleFile('deed.pdf', 1_000, 'application/pdf');
const PHOTO = sampleFile('unit-photo.jpg', 2_000, 'image/jpeg');

/** The page (or the dialog) with an uploader the test drives: `report` sends what the real one would. */
function start(input: UploadBatchInput = { batchId: 'page-1' }) {
  const requests: UploadFilesRequest[] = [];
  let sendBack: ((report: UploadReport) => void) | null = null;
  const uploadFiles = fromCallback<AnyEventObject, UploadFilesRequest>(({ input: request, sendBack: send }) => {
    requests.push(request);
    sendBack = send;
  });
  const actor = createActor(uploadBatchMachine.provide({ actors: { uploadFiles } }), { input }).start();
  const report = (...reports: UploadReport[]) => {
    for (const each of reports) sendBack?.(each);
  };
  return { actor, requests, report };
}

type Actor = ReturnType<typeof start>['actor'];

const rows = (actor: Actor) => actor.getSnapshot().context.rows;
const notices = (actor: Actor) => actor.getSnapshot().context.notices.map((notice) => notice.message);
const sentKeys = (request: UploadFilesRequest | undefined) => request?.files.map((file) => file.key);

/** Every row gets a case and a type. */
function fill(actor: Actor) {
  rows(actor).forEach((_, index) => {
    actor.send({ type: 'row.setType', index, docModule: 'otp' });
    actor.send({ type: 'row.setRef', index, propControlNo: 'P2026-000101' });
  });
}

describe('upload batch machine', () => {
  it('every state is described and every guard and action is named', () => {
    expectDescribedAndNamed(registryEntry('upload-batch'));
  });

  describe('choosing files', () => {
    it('starts on the drop zone, with nothing to save', () => {
      const { actor } = start();
      expect(actor.getSnapshot().hasTag('dropZone')).toBe(true);
      expect(actor.getSnapshot().can({ type: 'save' })).toBe(false);
    });

    it('a file of 10,000,001 bytes is removed with its message, one of exactly 10,000,000 is kept', () => {
      const { actor } = start();
      actor.send({ type: 'files.add', files: PICK_FIRST });
      expect(rows(actor).map((row) => [row.name, row.size])).toEqual([['title-deed-scan.pdf', 10_000_000]]);
      expect(actor.getSnapshot().context.notices).toEqual([
        { message: 'title-deed-scan-hires.pdf is over 10MB system auto remove.', tone: 'warning' },
      ]);
      expect(actor.getSnapshot().hasTag('fileTable')).toBe(true);
    });

    it('a type not accepted is removed; with nothing left the drop zone stays, with the messages', () => {
      const { actor } = start();
      actor.send({ type: 'files.add', files: PICK_NOTHING });
      expect(actor.getSnapshot().matches('empty')).toBe(true);
      expect(notices(actor)).toEqual([messages.uploadTypeNotAccepted(SETUP_EXE.name), messages.uploadFileTooLarge('title-deed-scan-hires.pdf')]);
    });

    it("an empty drop says 'error file !'", () => {
      const { actor } = start();
      actor.send({ type: 'files.emptyDrop' });
      expect(actor.getSnapshot().context.notices).toEqual([{ message: messages.emptyDrop, tone: 'error' }]);
      expect(actor.getSnapshot().matches('empty')).toBe(true);
    });

    it('a drop of more than 200,000,000 bytes together is refused whole', () => {
      const { actor } = start();
      const big = Array.from({ length: 21 }, (_, n) => sampleFile(`scan-${n}.pdf`, 9_999_999, 'application/pdf'));
      actor.send({ type: 'files.add', files: big });
      expect(actor.getSnapshot().matches('empty')).toBe(true);
      expect(notices(actor)).toEqual([messages.dropZoneOverLimit]);
    });

    it('images, audio and video are accepted by their type', () => {
      const { actor } = start();
      actor.send({ type: 'files.add', files: [PHOTO, sampleFile('walkthrough.mov', 5_000, 'video/quicktime')] });
      expect(rows(actor)).toHaveLength(2);
    });

    it('keys are the batch id and a counter that never repeats, even after a remove', () => {
      const { actor } = start({ batchId: 'page-7' });
      actor.send({ type: 'files.add', files: [DEED, STATEMENT_XLSX] });
      actor.send({ type: 'row.remove', index: 1 });
      actor.send({ type: 'files.add', files: [PHOTO] });
      expect(rows(actor).map((row) => row.key)).toEqual(['page-7:1', 'page-7:3']);
    });

    it('removing the last row goes back to the drop zone; Cancel clears the list', () => {
      const { actor } = start();
      actor.send({ type: 'files.add', files: [DEED] });
      actor.send({ type: 'row.remove', index: 0 });
      expect(actor.getSnapshot().matches('empty')).toBe(true);
      actor.send({ type: 'files.add', files: [DEED, PHOTO] });
      actor.send({ type: 'applyAll.type', on: true });
      actor.send({ type: 'cancel' });
      expect(actor.getSnapshot().matches('empty')).toBe(true);
      expect(actor.getSnapshot().context).toMatchObject({ rows: [], applyAll: { type: false, ref: false }, notices: [] });
    });
  });

  describe("'All need to select'", () => {
    it('Save with a row lacking its type or case is refused with the message and uploads nothing', () => {
      const { actor, requests } = start();
      actor.send({ type: 'files.add', files: [DEED, PHOTO] });
      actor.send({ type: 'row.setType', index: 0, docModule: 'wta' });
      actor.send({ type: 'row.setRef', index: 0, propControlNo: 'P2026-000101' });
      actor.send({ type: 'row.setType', index: 1, docModule: 'other' });
      expect(actor.getSnapshot().can({ type: 'save' })).toBe(true);
      actor.send({ type: 'save' });
      expect(actor.getSnapshot().hasTag('error')).toBe(true);
      expect(actor.getSnapshot().context.problem).toBe(messages.allNeedToSelect);
      expect(requests).toEqual([]);
    });

    it('the next choice clears the refusal, and a complete list saves', () => {
      const { actor, requests } = start();
      actor.send({ type: 'files.add', files: [DEED] });
      actor.send({ type: 'save' });
      actor.send({ type: 'row.setType', index: 0, docModule: 's65' });
      expect(actor.getSnapshot().context.problem).toBeNull();
      expect(actor.getSnapshot().hasTag('error')).toBe(false);
      actor.send({ type: 'row.setRef', index: 0, propControlNo: '  P2026-000101 ' });
      actor.send({ type: 'save' });
      expect(requests).toEqual([{ files: [{ key: 'page-1:1', file: DEED, docModule: 's65', propControlNo: 'P2026-000101' }] }]);
    });

    it('a blank case ref counts as none', () => {
      const { actor } = start();
      actor.send({ type: 'files.add', files: [DEED] });
      actor.send({ type: 'row.setType', index: 0, docModule: 'otp' });
      actor.send({ type: 'row.setRef', index: 0, propControlNo: '   ' });
      expect(rows(actor)[0]?.propControlNo).toBeNull();
      expect(actor.getSnapshot().matches({ chosen: 'incomplete' })).toBe(true);
    });

    it('the Upload Document dialog shows Ok only once the file, the case and the type are chosen', () => {
      const { actor } = start({ batchId: 'dialog-1', maxFiles: 1 });
      actor.send({ type: 'files.add', files: [DEED, PHOTO] });
      expect(rows(actor).map((row) => row.name)).toEqual(['deed.pdf']);
      expect(actor.getSnapshot().can({ type: 'files.add', files: [PHOTO] })).toBe(false);
      expect(actor.getSnapshot().can({ type: 'save' })).toBe(false);
      actor.send({ type: 'row.setRef', index: 0, propControlNo: 'P2026-000101' });
      expect(actor.getSnapshot().can({ type: 'save' })).toBe(false);
      actor.send({ type: 'row.setType', index: 0, docModule: 'other' });
      expect(actor.getSnapshot().can({ type: 'save' })).toBe(true);
    });
  });

  describe('apply to all', () => {
    it("copies the first row's type to every row and locks the others' type selectors", () => {
      const { actor } = start();
      actor.send({ type: 'files.add', files: [DEED, PHOTO, STATEMENT_XLSX] });
      actor.send({ type: 'row.setType', index: 1, docModule: 'wta' });
      actor.send({ type: 'row.setType', index: 0, docModule: 'otp' });
      actor.send({ type: 'applyAll.type', on: true });
      expect(rows(actor).map((row) => row.docModule)).toEqual(['otp', 'otp', 'otp']);
      expect(actor.getSnapshot().can({ type: 'row.setType', index: 1, docModule: 'wta' })).toBe(false);
      expect(actor.getSnapshot().can({ type: 'row.setRef', index: 1, propControlNo: 'P2026-000102' })).toBe(true);
    });

    it("while on, a change of the first row's choice reaches every row; new files take it too", () => {
      const { actor } = start();
      actor.send({ type: 'files.add', files: [DEED, PHOTO] });
      actor.send({ type: 'applyAll.ref', on: true });
      actor.send({ type: 'row.setRef', index: 0, propControlNo: 'P2026-000102' });
      expect(rows(actor).map((row) => row.propControlNo)).toEqual(['P2026-000102', 'P2026-000102']);
      actor.send({ type: 'files.add', files: [STATEMENT_XLSX] });
      expect(rows(actor)[2]?.propControlNo).toBe('P2026-000102');
      expect(rows(actor).map((row) => row.docModule)).toEqual([null, null, null]);
    });

    it('turned off, the rows keep their choice and unlock', () => {
      const { actor } = start();
      actor.send({ type: 'files.add', files: [DEED, PHOTO] });
      actor.send({ type: 'row.setType', index: 0, docModule: 's65' });
      actor.send({ type: 'applyAll.type', on: true });
      actor.send({ type: 'applyAll.type', on: false });
      expect(rows(actor).map((row) => row.docModule)).toEqual(['s65', 's65']);
      actor.send({ type: 'row.setType', index: 1, docModule: 'other' });
      expect(rows(actor).map((row) => row.docModule)).toEqual(['s65', 'other']);
    });
  });

  describe('uploading', () => {
    it("says 'Uploading', locks the list and shows each file's progress and the batch's mean", () => {
      const { actor, requests, report } = start();
      actor.send({ type: 'files.add', files: [DEED, PHOTO] });
      fill(actor);
      actor.send({ type: 'save' });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      expect(notices(actor)).toEqual([messages.uploading]);
      expect(sentKeys(requests[0])).toEqual(['page-1:1', 'page-1:2']);
      expect(actor.getSnapshot().can({ type: 'row.setType', index: 0, docModule: 'wta' })).toBe(false);
      expect(actor.getSnapshot().can({ type: 'cancel' })).toBe(false);
      expect(actor.getSnapshot().can({ type: 'save' })).toBe(false);
      report({ type: 'upload.progress', key: 'page-1:1', fraction: 0.5 }, { type: 'upload.progress', key: 'page-1:2', fraction: 0.25 });
      expect(rows(actor).map((row) => row.progress)).toEqual([0.5, 0.25]);
      expect(batchProgress(rows(actor))).toBe(0.375);
    });

    it("all stored: 'n documents uploaded.', the list reset and the names shown once", () => {
      const { actor, report } = start();
      actor.send({ type: 'files.add', files: [DEED, PHOTO] });
      fill(actor);
      actor.send({ type: 'save' });
      report(
        { type: 'upload.fileDone', key: 'page-1:1', documentIds: [71] },
        { type: 'upload.fileDone', key: 'page-1:2', documentIds: [72] },
        { type: 'upload.finished' },
      );
      const snapshot = actor.getSnapshot();
      expect(snapshot.matches('done')).toBe(true);
      expect(snapshot.hasTag('dropZone')).toBe(true);
      expect(snapshot.context.notices).toEqual([{ message: messages.uploadDone(2), tone: 'success' }]);
      expect(snapshot.context.uploaded).toEqual([
        { name: 'deed.pdf', documentIds: [71] },
        { name: 'unit-photo.jpg', documentIds: [72] },
      ]);
      expect(snapshot.context.rows).toEqual([]);
      actor.send({ type: 'files.add', files: [STATEMENT_XLSX] });
      expect(actor.getSnapshot().context.uploaded).toEqual([]);
      expect(rows(actor).map((row) => row.key)).toEqual(['page-1:3']);
    });

    it('a failed file does not lose the others; Retry re-sends only the failed rows, with the same keys', () => {
      const { actor, requests, report } = start();
      actor.send({ type: 'files.add', files: [DEED, PHOTO, SCAN_AT_LIMIT] });
      fill(actor);
      actor.send({ type: 'save' });
      report(
        { type: 'upload.fileDone', key: 'page-1:1', documentIds: [71] },
        { type: 'upload.fileFailed', key: 'page-1:2', error: messages.networkError },
        { type: 'upload.fileDone', key: 'page-1:3', documentIds: [73] },
        { type: 'upload.finished' },
      );
      expect(actor.getSnapshot().matches('partlyFailed')).toBe(true);
      expect(actor.getSnapshot().hasTag('error')).toBe(true);
      expect(notices(actor)).toEqual([messages.uploadPartlyFailed(1, 3)]);
      expect(rows(actor).map((row) => [row.status, row.error])).toEqual([
        ['done', null],
        ['failed', messages.networkError],
        ['done', null],
      ]);

      actor.send({ type: 'retry' });
      expect(sentKeys(requests[1])).toEqual(['page-1:2']);
      expect(rows(actor).map((row) => row.status)).toEqual(['done', 'uploading', 'done']);
      report({ type: 'upload.fileDone', key: 'page-1:2', documentIds: [72] }, { type: 'upload.finished' });
      expect(actor.getSnapshot().matches('done')).toBe(true);
      expect(notices(actor)).toEqual([messages.uploadDone(3)]);
    });

    it("every file failed: 'Upload Failed'; Cancel clears the list", () => {
      const { actor, report } = start();
      actor.send({ type: 'files.add', files: [DEED] });
      fill(actor);
      actor.send({ type: 'save' });
      report({ type: 'upload.fileFailed', key: 'page-1:1', error: 'Bad Request' }, { type: 'upload.finished' });
      expect(notices(actor)).toEqual([messages.uploadFailed]);
      actor.send({ type: 'cancel' });
      expect(actor.getSnapshot().matches('empty')).toBe(true);
      expect(rows(actor)).toEqual([]);
    });

    it('a file the uploader never reported on has failed when it finishes', () => {
      const { actor, report } = start();
      actor.send({ type: 'files.add', files: [DEED, PHOTO] });
      fill(actor);
      actor.send({ type: 'save' });
      report({ type: 'upload.fileDone', key: 'page-1:1', documentIds: [71] }, { type: 'upload.finished' });
      expect(rows(actor).map((row) => [row.status, row.error])).toEqual([
        ['done', null],
        ['failed', messages.uploadFailed],
      ]);
    });

    it('reports of keys not uploading are ignored', () => {
      const { actor, report } = start();
      actor.send({ type: 'files.add', files: [DEED] });
      fill(actor);
      actor.send({ type: 'save' });
      report({ type: 'upload.fileDone', key: 'page-1:1', documentIds: [71] });
      expect(actor.getSnapshot().can({ type: 'upload.fileFailed', key: 'page-1:1', error: 'late' })).toBe(false);
      expect(actor.getSnapshot().can({ type: 'upload.progress', key: 'other:1', fraction: 1 })).toBe(false);
    });

    it('without an uploader provided, every file fails with a message naming it', async () => {
      const actor = createActor(uploadBatchMachine, { input: { batchId: 'page-1' } }).start();
      actor.send({ type: 'files.add', files: [DEED] });
      fill(actor);
      actor.send({ type: 'save' });
      await Promise.resolve();
      expect(actor.getSnapshot().matches('partlyFailed')).toBe(true);
      expect(rows(actor)[0]?.error).toMatch(/"uploadFiles" is not provided/);
      expect(notices(actor)).toEqual([messages.uploadFailed]);
    });
  });

  it('the batch progress is the mean of the rows and 0 without rows', () => {
    expect(batchProgress([])).toBe(0);
    expect(batchProgress([{ progress: 1 }, { progress: 0 }, { progress: 0.5 }])).toBe(0.5);
  });
});
