import { messages } from '../src/domain/messages';

/**
 * What an alert of the password flows says. The machine picks the words (they depend on the mode and on the
 * server's answer), so the screen only draws them and never re-decides which message applies.
 */
export interface FlowAlert {
  title: string;
  /** Empty when the title says it all (the change-password form check has one line only). */
  text: string;
  /** 'warning' for a request that got no usable answer (seed 002 §8: shown as a warning). */
  tone: 'error' | 'warning';
}

/** The text of a failed call: the ApiError's message (the server's errormsg) or, when there is none, 'Network Error.'. */
export function failureText(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return messages.networkError;
}

/**
 * The messages of a write the server refused as invalid: a 400 lists them in `errors` (openapi responses.yaml
 * BadRequest), else its message stands alone. null when the error is not a 400.
 */
export function badRequestProblems(error: unknown): string[] | null {
  if (typeof error !== 'object' || error === null) return null;
  const { status, errors, message } = error as { status?: unknown; errors?: unknown; message?: unknown };
  if (status !== 400) return null;
  const listed = Array.isArray(errors) ? errors.filter((e): e is string => typeof e === 'string') : [];
  if (listed.length) return listed;
  return [typeof message === 'string' && message ? message : messages.badRequest];
}

/** A leading wire field name, or names, as the server prefixes a problem ('signedFile: …', 'docModule, propControlNo: …'). */
const WIRE_NAMES = /^[a-z][A-Za-z0-9_.[\]]*(?:, [a-z][A-Za-z0-9_.[\]]*)*: /;

/** A problem in the user's words: the message alone, without the field's wire name ('signedFile: …'). */
export function withoutWireName(problem: string): string {
  return problem.replace(WIRE_NAMES, '');
}

/**
 * A 400's problems as the user reads them (issue 18 item 13): each without its wire field name, each said once.
 * null when the error is not a 400.
 */
export function userWordedProblems(error: unknown): string[] | null {
  const problems = badRequestProblems(error);
  return problems && [...new Set(problems.map(withoutWireName))];
}
