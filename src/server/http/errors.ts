import { messages } from '../../domain/messages';

/** Thrown by handlers; the app's error handler turns them into the JSON answers below. */
export class BadRequestError extends Error {
  /** `errormsg` defaults to the generic wording; a single named problem may give its own. */
  constructor(
    readonly errors: string[],
    readonly errormsg: string = messages.badRequest,
  ) {
    super(errormsg);
    this.name = 'BadRequestError';
  }
}

export class NotFoundError extends Error {
  constructor() {
    super(messages.notFound);
    this.name = 'NotFoundError';
  }
}

/** The record's state forbids the change (locked, requisitions attached …); 409 with the message. */
export class ConflictError extends Error {
  /** `details` join `errormsg` in the answer's body (a stale save names the version that won). */
  constructor(
    readonly errormsg: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(errormsg);
    this.name = 'ConflictError';
  }
}
