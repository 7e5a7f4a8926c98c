import { exampleValue, type ExampleHints } from './example-value';
import type { Random } from './prng';
import type { FuzzRequest } from './request';
import type { Operation, Parameter } from './spec';

export interface CaseOptions {
  random: Random;
  hints: ExampleHints;
  /** Body mutations per operation (the fixed cases come on top). */
  mutations: number;
  /** Junk values tried per path or query parameter. */
  junkPerParameter: number;
}

/** The well-formed-looking parts of a request, each of which a case may spoil. */
export interface Parts {
  /** Path parameters, percent-encoded. */
  path: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** The request body built from the schema, when the operation takes one. */
  example: unknown;
}

export function stringOf(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function examplesFor(parameters: Parameter[], where: Parameter['in'], options: CaseOptions): Record<string, string> {
  const credentials = where === 'path' || where === 'query' ? (options.hints.addressCredentials ?? {}) : {};
  return Object.fromEntries(
    parameters
      .filter((p) => p.in === where)
      .map((p) => [p.name, credentials[p.name] ?? stringOf(exampleValue(p.schema, options.random, options.hints, p.name))]),
  );
}

export function partsFor(operation: Operation, options: CaseOptions): Parts {
  const path = examplesFor(operation.parameters, 'path', options);
  return {
    path: Object.fromEntries(Object.entries(path).map(([name, value]) => [name, encodeURIComponent(value)])),
    query: examplesFor(operation.parameters, 'query', options),
    headers: examplesFor(operation.parameters, 'header', options),
    example: operation.body ? exampleValue(operation.body.schema, options.random, options.hints) : undefined,
  };
}

export function urlOf(operation: Operation, path: Record<string, string>, query: Record<string, string> | string): string {
  const filled = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => path[name] ?? 'fuzz');
  const search = typeof query === 'string' ? query : new URLSearchParams(query).toString();
  return `/api${filled}${search ? `?${search}` : ''}`;
}

export const FORM_MEDIA_TYPE = 'application/x-www-form-urlencoded';

/** The example as an HTML form sends it: each field once (an array's items repeated), every value text. */
export function formFieldsOf(example: unknown): [string, string][] {
  const fields = typeof example === 'object' && example !== null && !Array.isArray(example) ? Object.entries(example) : [];
  return fields.flatMap(([name, value]): [string, string][] => (Array.isArray(value) ? value : [value]).map((item) => [name, stringOf(item)]));
}

/** The operation's well-formed body with its content type, for cases that spoil something else; none for uploads. */
export function wellFormedBody(operation: Operation, parts: Parts): { body: string; headers: Record<string, string> } | undefined {
  switch (operation.body?.mediaType) {
    case 'application/json':
      return { body: JSON.stringify(parts.example), headers: { 'Content-Type': 'application/json' } };
    case FORM_MEDIA_TYPE:
      return { body: new URLSearchParams(formFieldsOf(parts.example)).toString(), headers: { 'Content-Type': FORM_MEDIA_TYPE } };
    default:
      return undefined;
  }
}

/** Makes the operation's requests at its well-formed URL, with the parameter headers plus any given. */
export function requestMaker(operation: Operation, parts: Parts) {
  const url = urlOf(operation, parts.path, parts.query);
  return (label: string, body: FuzzRequest['body'], headers: Record<string, string> = {}): FuzzRequest => ({
    label,
    method: operation.method,
    url,
    headers: { ...parts.headers, ...headers },
    ...(body === undefined ? {} : { body }),
  });
}
