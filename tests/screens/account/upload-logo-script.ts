import { fromPromise, type PromiseActorLogic } from 'xstate';
import type { UploadLogoReply, UploadLogoRequest } from '../../../machines/upload-logo.machine';

/**
 * The upload-logo page's POST /upload-logo under the model's control: each Upload starts it with the chosen file
 * (kept in `requests`), and it reports progress, answers or fails only when the path says. No timers, no server.
 */
export class UploadScript {
  readonly requests: UploadLogoRequest[] = [];
  private pending: { resolve: (reply: UploadLogoReply) => void; reject: (error: Error) => void } | null = null;

  readonly logic: PromiseActorLogic<UploadLogoReply, UploadLogoRequest> = fromPromise<UploadLogoReply, UploadLogoRequest>(
    ({ input }) =>
      new Promise((resolve, reject) => {
        this.requests.push(input);
        this.pending = { resolve, reject };
      }),
  );

  /** The upload's progress, as the request's progress events report it. */
  progress(fraction: number): void {
    const request = this.requests.at(-1);
    if (!request || !this.pending) throw new Error('The path reports progress, but the page is not uploading.');
    request.onProgress(fraction);
  }

  answer(reply: UploadLogoReply): void {
    this.take().resolve(reply);
  }

  fail(message: string): void {
    this.take().reject(new Error(message));
  }

  private take() {
    const pending = this.pending;
    if (!pending) throw new Error('The path answers the upload, but the page has not started one.');
    this.pending = null;
    return pending;
  }
}
