import { act, waitFor } from '@testing-library/react';
import type { AnyEventObject } from 'xstate';
import { json, type MockHandler } from '../../../stories/support/mock-api';
import { settle } from '../../machines/support/scripted-actors';

/**
 * POST /send-mail of the document-mail replay: each call waits until the path says how it ends, then answers with
 * the step's reply (true or false, as the server's JSON) or fails as a lost connection does. The page's API client
 * turns that failure into its 'Network Error.' ApiError, which is the model's sample error.
 */
export class MailAnswers {
  private pending: { resolve: (response: Response) => void; reject: (error: unknown) => void } | null = null;

  /** The route handler to install as 'POST /send-mail'. */
  readonly handler: MockHandler = () =>
    new Promise<Response>((resolve, reject) => {
      this.pending = { resolve, reject };
    });

  /**
   * Settles the call the modal is waiting on with the path's `xstate.done.actor.sendMail` or `.error.` step, then
   * waits until the modal's machine has left 'sending' (`stillSending` reads the screen's actor). False when the
   * event is not the call's answer.
   */
  async answer(event: AnyEventObject, stillSending: () => boolean): Promise<boolean> {
    const done = event.type === 'xstate.done.actor.sendMail';
    if (!done && event.type !== 'xstate.error.actor.sendMail') return false;
    const call = this.pending;
    if (!call) throw new Error('The path answers POST /send-mail, but the modal has not called it.');
    this.pending = null;
    await act(async () => {
      if (done) call.resolve(json(event.output as boolean));
      else call.reject(new TypeError('Failed to fetch'));
      await settle();
    });
    await waitFor(() => {
      if (stillSending()) throw new Error('The modal is still sending.');
    });
    return true;
  }
}
