import { messages } from '../../domain/messages';

/** Thrown by handlers; the app's error handler turns them into the JSON answers below. */
export class BadRequestError extends Error {
  constructor(readonly errors: string[]) {
    super(messages.badRequest);
    this.name = 'BadRequestError';
  }
}

export class NotFoundError extends Error {
  constructor() {
    super(messages.notFound);
    this.name = 'NotFoundError';
  }
}
