import { describeRequest, excerpt, type FuzzRequest } from './request';
import type { Operation } from './spec';

export interface Answer {
  status: number;
  contentType: string;
  text: string;
}

export interface Failure {
  operation: string;
  withToken: boolean;
  request: FuzzRequest;
  answer: Answer;
  /** Why the answer is wrong. */
  reason: string;
}

function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const nonEmptyText = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** The `message` an outside service's failure shape carries (`{ success: false, error: { message } }`). */
function hasNestedMessage(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([key, inner]) => (key === 'message' && nonEmptyText(inner)) || hasNestedMessage(inner));
}

/**
 * Why an answer breaks the contract's promise, or null when it keeps it: never 5xx, and every 4xx carries
 * a message the user can read. That is a non-empty `errormsg`, except where the contract documents another
 * shape for the status (the sandbox answers in the outside services' shapes) or the operation is a page
 * (its refusal is a page too, shown in its frame).
 */
export function problemWith(operation: Operation, answer: Answer): string | null {
  const { status, contentType, text } = answer;
  if (status >= 500) return `answered ${status}`;
  if (status < 400) return null;
  const isPage = operation.responses['200']?.mediaType === 'text/html';
  if (isPage && contentType.startsWith('text/html')) return text.trim() === '' ? `answered ${status} with an empty page` : null;
  const body = jsonOf(text);
  if (body === undefined) return `answered ${status} with a body that is not JSON`;
  if (typeof body === 'object' && body !== null && nonEmptyText((body as { errormsg?: unknown }).errormsg)) return null;
  const documented = operation.responses[String(status)]?.schema;
  const otherShape = documented?.properties !== undefined && !('errormsg' in documented.properties);
  return otherShape && hasNestedMessage(body) ? null : `answered ${status} without an errormsg`;
}

export function describeFailure(failure: Failure): string {
  return [
    `${failure.operation} ${failure.withToken ? 'with token' : 'without token'}: ${failure.request.label} → ${failure.reason}`,
    `    request  ${describeRequest(failure.request)}`,
    `    response ${failure.answer.status} ${excerpt(failure.answer.text, 300)}`,
  ].join('\n');
}
