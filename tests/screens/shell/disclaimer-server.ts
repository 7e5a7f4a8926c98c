import type { DisclaimerInput } from '../../../machines/disclaimer.machine';
import { demoApi, demoUserDetails, json, type MockRoutes } from '../../../stories/support/mock-api';

interface Pending {
  resolve: (answer: Response) => void;
  reject: (error: Error) => void;
}

/**
 * The demo server of the disclaimer replay: lawyer1's details carry the disclaimer answer as the server has it
 * (null is an answer never given, as the original back end sends it), and POST /disclaimer-user waits for the
 * model path to answer it. A true answer is stored, so the details re-read after Accept say '1', as the server's do.
 */
export class DisclaimerServer {
  private pending: Pending | null = null;

  constructor(private accepted: DisclaimerInput['disclaimerAccepted']) {}

  readonly routes: MockRoutes = {
    ...demoApi(),
    'GET /get-user-details/{userId}/{jwt}': () => {
      const details = demoUserDetails('lawyer1');
      return json({ ...details, userDetails: { ...details.userDetails, disclaimerAccepted: this.accepted } });
    },
    'POST /disclaimer-user': () =>
      new Promise<Response>((resolve, reject) => {
        this.pending = { resolve, reject };
      }),
  };

  get waiting(): boolean {
    return this.pending !== null;
  }

  /** POST /disclaimer-user answers the server's boolean. */
  answer(accepted: boolean): void {
    if (accepted) this.accepted = '1';
    this.take().resolve(json(accepted));
  }

  /** No answer at all: the request fails as fetch does offline. */
  fail(): void {
    this.take().reject(new TypeError('Failed to fetch'));
  }

  private take(): Pending {
    const pending = this.pending;
    if (!pending) throw new Error('The path answers POST /disclaimer-user, but the screen has not called it.');
    this.pending = null;
    return pending;
  }
}
