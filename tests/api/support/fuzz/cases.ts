import { formBodyCases } from './form-body-cases';
import { jsonBodyCases } from './json-body-cases';
import { deepArray, DEEP_LEVELS } from './junk';
import { multipartCases } from './multipart-cases';
import { parameterCases } from './parameter-cases';
import type { FuzzRequest } from './request';
import { FORM_MEDIA_TYPE, partsFor, requestMaker, urlOf, type CaseOptions } from './request-parts';
import type { Operation } from './spec';

export type { CaseOptions };

export interface OperationCases {
  /** Sent with the signed-in user's token (for a public operation: without one, the token is not read). */
  main: FuzzRequest[];
  /** For an operation that needs a token, sent without one: the 401 must come before any other reading. */
  anonymous: FuzzRequest[];
}

const ANONYMOUS_LABELS = ['well-formed example', 'deep array body', 'invalid JSON', 'over 1 MB', 'broken multipart'];

/** The well-formed-looking request and the malformed ones for one operation, in a seeded order. */
export function casesFor(operation: Operation, options: CaseOptions): OperationCases {
  const parts = partsFor(operation, options);
  const bodyCases = (() => {
    if (operation.body?.mediaType === 'application/json') return jsonBodyCases(operation, parts, options);
    if (operation.body?.mediaType === 'multipart/form-data') return multipartCases(operation, parts, options);
    if (operation.body?.mediaType === FORM_MEDIA_TYPE) return formBodyCases(operation, parts, options);
    // No body in the contract: the well-formed call and, unless it is a GET, a body it must ignore or refuse.
    const request = requestMaker(operation, parts);
    const plain = request('well-formed example', undefined);
    return operation.method === 'GET' ? [plain] : [plain, request('deep array body', deepArray(DEEP_LEVELS), { 'Content-Type': 'application/json' })];
  })();
  const main = [...bodyCases, ...parameterCases(operation, parts, options)];
  if (operation.isPublic) return { main, anonymous: [] };

  const nulPaths = Object.keys(parts.path).map((name): FuzzRequest => ({
    label: `path ${name} = %00`,
    method: operation.method,
    url: urlOf(operation, { ...parts.path, [name]: '%00' }, parts.query),
    headers: parts.headers,
  }));
  return { main, anonymous: [...bodyCases.filter((c) => ANONYMOUS_LABELS.includes(c.label)), ...nulPaths] };
}
