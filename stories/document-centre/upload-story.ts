import type { DocumentListItem } from '../../src/api/document-centre';
import { messages } from '../../src/domain/messages';
import { ACTIVE_PROPERTY } from '../property-summary/summary-fixtures';
import { stubUpload, type RecordedUpload, type UploadAnswer } from '../support/fake-upload';
import { mockApi, storeDemoLogin } from '../support/mock-api';
import { documentServer } from './document-centre-api';
import { upload } from './document-fixtures';

/** A file of `size` bytes (its bytes do not matter to the fake server). */
export function fileOf(name: string, size: number, type = 'application/pdf'): File {
  return new File([new Uint8Array(size)], name, { type });
}

let nextId = 500;

/** The fake server's answer: a file whose name starts with 'fail' is refused, the others stored. */
function answerFor(recorded: RecordedUpload): UploadAnswer {
  const name = recorded.files.files ?? '';
  if (name.startsWith('fail'))
    return { status: 400, body: { errormsg: messages.uploadTypeNotAccepted(name), errors: [messages.uploadTypeNotAccepted(name)] } };
  const document: DocumentListItem = upload(nextId++, '2026-11-26T10:00:00+08:00', 1000, { fileName: name });
  return { status: 200, body: { message: messages.uploadDone(1), documents: [document] } };
}

/** Signed in as lawyer1, the case search and the upload answered in memory; 'held' keeps the first upload going. */
export function serveUploads(mode: 'answer' | 'held' = 'answer', stepMs = 60) {
  return () => {
    storeDemoLogin('lawyer1');
    const restoreApi = mockApi(documentServer({ documents: [], properties: [ACTIVE_PROPERTY] }).routes);
    const restoreUpload = stubUpload({ progress: [0.3, 0.7, 1], answer: mode === 'held' ? 'held' : answerFor, stepMs });
    return () => {
      restoreUpload();
      restoreApi();
    };
  };
}

/** The drop zone's hidden file input. */
export function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}
