import { readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';

/** A JSON Schema node of the contract, every $ref already replaced by what it points at. */
export interface Schema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  examples?: unknown[];
  default?: unknown;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: Schema;
}

/** One operation of the contract as the fuzzer needs it. */
export interface Operation {
  id: string;
  method: string;
  /** The contract's path with `{name}` placeholders, without the /api server prefix. */
  path: string;
  isPublic: boolean;
  parameters: Parameter[];
  /** The request body's media type and schema, when the operation takes one. */
  body?: { mediaType: string; schema: Schema };
  /** The documented answers by status ('200', '303', '400', 'default' …). */
  responses: Record<string, DocumentedResponse>;
}

/** One documented answer: its body's media type and schema (none for a redirect) and the headers it must carry. */
export interface DocumentedResponse {
  mediaType?: string;
  schema?: Schema;
  /** The headers the contract marks required (a redirect's Location …), as written there. */
  requiredHeaders: string[];
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const SPEC_DIR = path.join(import.meta.dirname, '../../../../openapi');

type Node = unknown;

function isRecord(value: Node): value is Record<string, Node> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Loads a YAML file of the contract once and resolves every `$ref` (relative file plus JSON pointer, or a
 * pointer into the same file). A reference met again inside itself becomes `{}` (any value), which is all
 * a fuzzer needs of a recursive schema.
 */
function createResolver() {
  const files = new Map<string, Node>();
  const readYaml = (file: string): Node => {
    if (!files.has(file)) files.set(file, load(readFileSync(file, 'utf8')));
    return files.get(file);
  };
  const pointTo = (root: Node, pointer: string, ref: string): Node =>
    pointer
      .split('/')
      .filter(Boolean)
      .map((part) => decodeURIComponent(part).replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<Node>((node, part) => {
        if (!isRecord(node) || !(part in node)) throw new Error(`openapi: cannot resolve ${ref}`);
        return node[part];
      }, root);

  const resolve = (node: Node, file: string, open: readonly string[]): Node => {
    if (Array.isArray(node)) return node.map((item) => resolve(item, file, open));
    if (!isRecord(node)) return node;
    const ref = node.$ref;
    if (typeof ref === 'string') {
      const [target = '', pointer = ''] = ref.split('#');
      const targetFile = target ? path.resolve(path.dirname(file), target) : file;
      const key = `${targetFile}#${pointer}`;
      if (open.includes(key)) return {};
      return resolve(pointTo(readYaml(targetFile), pointer, ref), targetFile, [...open, key]);
    }
    return Object.fromEntries(Object.entries(node).map(([name, inner]) => [name, resolve(inner, file, open)]));
  };
  return (file: string): Node => resolve(readYaml(file), file, []);
}

/** A schema node as the fuzzer reads it; the contract passes redocly lint, so its shape is trusted. */
function schemaOf(raw: Node): Schema {
  return isRecord(raw) ? raw : {};
}

function parametersOf(raw: Node): Parameter[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(isRecord).map((parameter) => ({
    name: String(parameter.name),
    in: parameter.in as Parameter['in'],
    required: parameter.required === true,
    schema: schemaOf(parameter.schema),
  }));
}

function responsesOf(raw: Node): Operation['responses'] {
  if (!isRecord(raw)) return {};
  return Object.fromEntries(
    Object.entries(raw).map(([status, response]): [string, DocumentedResponse] => {
      const headers = isRecord(response) && isRecord(response.headers) ? Object.entries(response.headers) : [];
      const requiredHeaders = headers.filter(([, header]) => isRecord(header) && header.required === true).map(([name]) => name);
      return [status, { ...bodyOf(response), requiredHeaders }];
    }),
  );
}

function bodyOf(raw: Node): Operation['body'] {
  if (!isRecord(raw) || !isRecord(raw.content)) return undefined;
  const [mediaType, media] = Object.entries(raw.content)[0] ?? [];
  if (!mediaType || !isRecord(media)) return undefined;
  return { mediaType, schema: schemaOf(media.schema) };
}

/** Every operation in openapi/openapi.yaml, in the contract's order. */
export function loadOperations(): Operation[] {
  const spec = createResolver()(path.join(SPEC_DIR, 'openapi.yaml'));
  if (!isRecord(spec) || !isRecord(spec.paths)) throw new Error('openapi: no paths');
  return Object.entries(spec.paths).flatMap(([route, item]) => {
    if (!isRecord(item)) return [];
    const shared = parametersOf(item.parameters);
    return METHODS.flatMap((method) => {
      const operation = item[method];
      if (!isRecord(operation)) return [];
      const own = parametersOf(operation.parameters);
      return [
        {
          id: typeof operation.operationId === 'string' ? operation.operationId : `${method} ${route}`,
          method: method.toUpperCase(),
          path: route,
          isPublic: Array.isArray(operation.security) && operation.security.length === 0,
          parameters: [...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)), ...own],
          body: bodyOf(operation.requestBody),
          responses: responsesOf(operation.responses),
        },
      ];
    });
  });
}
