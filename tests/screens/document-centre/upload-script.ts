import { fromCallback, type AnyActorRef, type AnyEventObject } from 'xstate';
import type { UploadFilesRequest, UploadReport } from '../../../machines/upload-batch.types';
import type { UploadFilesLogic } from '../../../src/app/screens/document-centre/upload/use-upload-batch-actor';

/** What the test sends the running uploader to make it fail as a whole (as a thrown error would). */
const FAIL = 'script.fail';

interface Running {
  sendBack: (event: AnyEventObject) => void;
  self: AnyActorRef;
}

/**
 * The upload page's `uploadFiles` under the model's control: each Save or Retry starts it with the files to
 * send (kept in `requests`), and it reports only what the model path says, when it says it: `report` passes an
 * 'upload.progress' / 'upload.fileDone' / 'upload.fileFailed' / 'upload.finished' back to the page's machine,
 * `fail` makes the uploader itself fail, so the machine gets the `xstate.error.actor.uploadFiles` a broken
 * uploader would give. No timers and no server.
 */
export class UploaderScript {
  readonly requests: UploadFilesRequest[] = [];
  private running: Running | null = null;

  readonly logic: UploadFilesLogic = fromCallback<AnyEventObject, UploadFilesRequest>(({ input, sendBack, receive, self }) => {
    this.requests.push(input);
    const run: Running = { sendBack, self };
    this.running = run;
    receive((event) => {
      // Thrown while the uploader handles an event: XState ends it with an error and tells the parent.
      if (event.type === FAIL) throw new Error(String((event as AnyEventObject & { error?: unknown }).error));
    });
    return () => {
      if (this.running === run) this.running = null;
    };
  });

  report(event: UploadReport): void {
    this.current().sendBack(event);
  }

  fail(error: string): void {
    this.current().self.send({ type: FAIL, error });
  }

  private current(): Running {
    if (!this.running) throw new Error('The path reports an upload, but the page has not started the uploader.');
    return this.running;
  }
}
