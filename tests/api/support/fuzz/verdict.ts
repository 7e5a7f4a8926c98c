import { describeRequest, excerpt, type FuzzRequest } from './request';
import type { DocumentedResponse, Operation } from './spec';

export interface Answer {
  status: number;
  contentType: string;
  text: string;
  headers: Headers;
}

export interface Failure {
  operation: string;
  /** The credential the request carried: the bearer token, a valid address token (public operations) or none. */
  credential: 'bearer token' | 'address token' | 'no token';
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

/** The media type without its parameters, as the contract writes it. */
const essence = (contentType: string) => contentType.split(';')[0]!.trim().toLowerCase();

/** The contract's answer for a status: the status itself, its range ('4XX') or the default. */
function documentedFor(operation: Operation, status: number): DocumentedResponse | undefined {
  const { responses } = operation;
  return responses[String(status)] ?? responses[`${Math.floor(status / 100)}XX`] ?? responses['default'];
}

/**
 * An operation whose refusals are pages, or which answers with a redirect (the checklist stand-in's frame), has
 * no errormsg to judge, so it is judged against its contract in full: the status is one the contract lists,
 * and it accepts a body only in the media type the contract takes.
 */
function refusesWithPagesOrRedirects(operation: Operation): boolean {
  return Object.entries(operation.responses).some(
    ([status, response]) => status.startsWith('3') || (/^4/.test(status) && (response.mediaType ?? 'application/json') !== 'application/json'),
  );
}

/** Any documented answer has the media type and the required headers the contract lists for its status (a PDF is a PDF). */
function shapeProblem(documented: DocumentedResponse, answer: Answer): string | null {
  const { status, contentType, text, headers } = answer;
  const missing = documented.requiredHeaders.find((name) => !headers.has(name));
  if (missing) return `answered ${status} without its ${missing} header`;
  if (documented.mediaType === undefined) return text === '' ? null : `answered ${status} with a body the contract does not list`;
  if (essence(contentType) !== documented.mediaType) return `answered ${status} as ${contentType || 'no content type'}, not ${documented.mediaType}`;
  if (documented.mediaType === 'application/pdf' && !text.startsWith('%PDF-')) return `answered ${status} with a body that is not a PDF`;
  return null;
}

/** The media type the request's body went as: its Content-Type, or multipart for a form of parts (fetch sets that one). */
function sentMediaType(request: FuzzRequest): string | undefined {
  const declared = Object.entries(request.headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1];
  if (declared !== undefined) return essence(declared);
  return request.body instanceof FormData ? 'multipart/form-data' : undefined;
}

function contractProblem(operation: Operation, request: FuzzRequest, answer: Answer): string | null {
  const { status } = answer;
  if (!documentedFor(operation, status))
    return `answered ${status}, a status the contract does not list (${Object.keys(operation.responses).join(', ')})`;
  const sent = request.body === undefined ? undefined : sentMediaType(request);
  if (status < 400 && operation.body && request.body !== undefined && sent !== operation.body.mediaType) {
    return `accepted a body sent as ${sent ?? 'no content type'} with ${status}; the contract takes ${operation.body.mediaType}`;
  }
  return null;
}

/**
 * Why an answer breaks the contract's promise, or null when it keeps it: never 5xx, and every 4xx carries
 * a message the user can read. That is a non-empty `errormsg`, except where the contract documents another
 * shape for the status (the sandbox answers in the outside services' shapes) or the answer is a page (its
 * refusal is a page too, shown in its frame). An answer of a status the contract lists has the media type and
 * headers listed for it; an operation refusing with pages or redirecting is held to its listed statuses too.
 */
export function problemWith(operation: Operation, request: FuzzRequest, answer: Answer): string | null {
  const { status, contentType, text } = answer;
  if (status >= 500) return `answered ${status}`;
  const unlisted = refusesWithPagesOrRedirects(operation) ? contractProblem(operation, request, answer) : null;
  if (unlisted) return unlisted;
  const documented = documentedFor(operation, status);
  const shape = documented ? shapeProblem(documented, answer) : null;
  if (shape) return shape;
  if (status < 400) return null;
  const isPage = (documented ?? operation.responses['200'])?.mediaType === 'text/html';
  if (isPage && essence(contentType) === 'text/html') return text.trim() === '' ? `answered ${status} with an empty page` : null;
  const body = jsonOf(text);
  if (body === undefined) return `answered ${status} with a body that is not JSON`;
  if (typeof body === 'object' && body !== null && nonEmptyText((body as { errormsg?: unknown }).errormsg)) return null;
  const properties = documented?.schema?.properties;
  const otherShape = properties !== undefined && !('errormsg' in properties);
  return otherShape && hasNestedMessage(body) ? null : `answered ${status} without an errormsg`;
}

export function describeFailure(failure: Failure): string {
  return [
    `${failure.operation} with ${failure.credential}: ${failure.request.label} → ${failure.reason}`,
    `    request  ${describeRequest(failure.request)}`,
    `    response ${failure.answer.status} ${excerpt(failure.answer.text, 300)}`,
  ].join('\n');
}
